/* global document, window, requestAnimationFrame */
// Shrine Roulette's shared table page (issue 20; docs/decisions/034-shared-table-roulette.md):
// polls /api/table/state every second, draws the wheel and the betting layout as SVG, places
// real bets through /api/table/bet (or play-money bets in demo) and animates each round's spin.
(() => {
  const config = JSON.parse(document.getElementById('config').textContent);
  const S = config.strings;
  const SVG = 'http://www.w3.org/2000/svg';
  const $ = (id) => document.getElementById(id);
  const demo = config.mode !== 'real';
  const RED = new Set(config.red);
  const DEMO_START = 100_000_000; // $1,000 of play money (10⁻⁵ units)

  const tr = (key, values = {}) =>
    (S[key] || key).replace(/\{(\w+)\}/g, (w, name) => (name in values ? String(values[name]) : w));
  const locale = document.documentElement.lang || 'en';
  const money = (units) =>
    units === null || units === undefined
      ? '—'
      : `$${(Number(units) / 100_000).toLocaleString(locale === 'fa' ? 'en-US' : locale, {
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        })}`;
  const colorOf = (n) => (n === 0 ? 'green' : RED.has(n) ? 'red' : 'black');
  const el = (name, attrs = {}, text) => {
    const node = document.createElementNS(SVG, name);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
    if (text !== undefined) node.textContent = text;
    return node;
  };

  let balance = demo ? DEMO_START : null;
  let chipIndex = 1;
  let state = null;
  let offset = 0; // server time − local time
  let myBets = []; // { key, bet, stake } of the current round
  let myRound = null;
  let shownResult = null; // the round id whose result the page has shown
  let lastSettled = null;

  function setMessage(text, isError = false) {
    $('message').textContent = text;
    $('message').className = isError ? 'message error' : 'message';
  }
  const errorText = (json) =>
    (json && json.code && S[`err_${json.code}`]) || (json && json.message) || S.err_GENERIC;

  // --- the wheel -----------------------------------------------------------------------------
  const wheelEl = $('wheel');
  const rotor = el('g', { class: 'rotor' });
  const ballOrbit = el('g', { class: 'ball-orbit' });
  const step = 360 / config.wheel.length;
  const polar = (r, deg) => {
    const a = ((deg - 90) * Math.PI) / 180;
    return [r * Math.cos(a), r * Math.sin(a)];
  };
  function buildWheel() {
    wheelEl.append(el('circle', { r: 108, class: 'wheel-rim' }));
    config.wheel.forEach((n, i) => {
      const from = i * step - step / 2;
      const to = from + step;
      const [x1, y1] = polar(100, from);
      const [x2, y2] = polar(100, to);
      const [x3, y3] = polar(66, to);
      const [x4, y4] = polar(66, from);
      rotor.append(
        el('path', {
          d: `M${x1},${y1} A100,100 0 0 1 ${x2},${y2} L${x3},${y3} A66,66 0 0 0 ${x4},${y4} Z`,
          class: `pocket ${colorOf(n)}`,
        }),
      );
      const [tx, ty] = polar(86, i * step);
      rotor.append(
        el(
          'text',
          { x: tx, y: ty, transform: `rotate(${i * step} ${tx} ${ty})`, class: 'pocket-n' },
          n,
        ),
      );
    });
    rotor.append(el('circle', { r: 66, class: 'wheel-cone' }));
    for (let k = 0; k < 8; k++) {
      const [x, y] = polar(40, k * 45);
      rotor.append(el('line', { x1: 0, y1: 0, x2: x, y2: y, class: 'spoke' }));
    }
    rotor.append(el('circle', { r: 14, class: 'wheel-hub' }));
    ballOrbit.append(el('circle', { cx: 0, cy: -61, r: 5, class: 'ball' }));
    wheelEl.append(
      rotor,
      ballOrbit,
      el('path', { d: 'M-6,-112 L6,-112 L0,-100 Z', class: 'pointer' }),
    );
  }
  let wheelAngle = 0;
  let ballAngle = 0;
  let spin = null; // { from, to, ballFrom, start, duration } while landing
  let free = false; // spinning without a known result
  let landed = false; // the result shows under the pointer until the next round opens
  let lastFrame = 0;
  function frame(time) {
    const dt = lastFrame ? Math.min(64, time - lastFrame) : 16;
    lastFrame = time;
    if (spin) {
      const k = Math.min(1, (time - spin.start) / spin.duration);
      const ease = 1 - Math.pow(1 - k, 3);
      wheelAngle = spin.from + (spin.to - spin.from) * ease;
      ballAngle = spin.ballFrom + (spin.ballTo - spin.ballFrom) * ease;
      if (k >= 1) {
        spin = null;
        onLanded();
      }
    } else if (free) {
      wheelAngle += dt * 0.12;
      ballAngle -= dt * 0.42;
    } else if (!landed) {
      // Between rounds the wheel idles slowly, the ball resting in its pocket.
      wheelAngle += dt * 0.01;
      ballAngle += dt * 0.01;
    }
    rotor.setAttribute('transform', `rotate(${wheelAngle % 360})`);
    ballOrbit.setAttribute('transform', `rotate(${ballAngle % 360})`);
    requestAnimationFrame(frame);
  }
  /** Lands the ball on the pocket at the top, the wheel turning it under the pointer. */
  function landOn(pocket, instant) {
    const index = config.wheel.indexOf(pocket);
    const target = -index * step;
    const turns = instant ? 0 : 2;
    const base = wheelAngle - ((((wheelAngle - target) % 360) + 360) % 360);
    const to = base + turns * 360 + 360;
    const ballTo = Math.floor(ballAngle / 360) * 360 - (instant ? 0 : 3 * 360);
    free = false;
    if (instant) {
      wheelAngle = to;
      ballAngle = ballTo;
      onLanded();
      return;
    }
    spin = {
      from: wheelAngle,
      to,
      ballFrom: ballAngle,
      ballTo,
      start: performance.now(),
      duration: 3200,
    };
  }

  // --- the betting layout --------------------------------------------------------------------
  const layoutEl = $('layout');
  const spots = new Map(); // key → { bet, numbers, label, cx, cy }
  let narrow = null;
  const straightKey = (n) => `n${n}`;
  function addSpot(key, bet, numbers, label, cx, cy) {
    spots.set(key, { bet, numbers, label, cx, cy });
  }
  function buildLayout() {
    narrow = window.innerWidth < 640;
    const CW = 60;
    const CH = narrow ? 104 : 62;
    const ZW = 52;
    const BH = narrow ? 74 : 44;
    const W = ZW + CW * 12 + CW;
    const H = CH * 3 + BH * 2;
    layoutEl.setAttribute('viewBox', `-2 -2 ${W + 4} ${H + 4}`);
    layoutEl.replaceChildren();
    spots.clear();
    const cells = el('g');
    const zones = el('g', { class: 'zones' });
    const cellAt = (n) => {
      const c = Math.floor((n - 1) / 3);
      const r = 2 - ((n - 1) % 3);
      return { x: ZW + c * CW, y: r * CH };
    };
    const box = (key, x, y, w, h, label, cls) => {
      const g = el('g', {
        class: `spot ${cls || ''}`,
        'data-key': key,
        tabindex: 0,
        role: 'button',
      });
      g.append(el('rect', { x, y, width: w, height: h, class: 'spot-bg' }));
      if (label !== undefined) {
        g.append(el('text', { x: x + w / 2, y: y + h / 2, class: 'spot-label' }, label));
      }
      g.setAttribute('aria-label', String(label));
      cells.append(g);
    };
    // Zero, the numbers, the columns.
    box(straightKey(0), 0, 0, ZW, CH * 3, '0', 'green');
    addSpot(straightKey(0), { kind: 'straight', number: 0 }, [0], '0', ZW / 2, (CH * 3) / 2);
    for (let n = 1; n <= 36; n++) {
      const { x, y } = cellAt(n);
      box(straightKey(n), x, y, CW, CH, String(n), colorOf(n));
      addSpot(
        straightKey(n),
        { kind: 'straight', number: n },
        [n],
        String(n),
        x + CW / 2,
        y + CH / 2,
      );
    }
    for (let col = 1; col <= 3; col++) {
      const y = (3 - col) * CH;
      const numbers = [];
      for (let n = col; n <= 36; n += 3) numbers.push(n);
      box(`col${col}`, ZW + CW * 12, y, CW, CH, S.column, 'outside column');
      if (narrow) {
        const label = cells.lastChild.querySelector('text');
        label.setAttribute('transform', `rotate(-90 ${ZW + CW * 12.5} ${y + CH / 2})`);
        label.setAttribute('style', 'font-size: 22px');
      }
      addSpot(
        `col${col}`,
        { kind: 'column', column: col },
        numbers,
        `${S.column} (${col})`,
        ZW + CW * 12.5,
        y + CH / 2,
      );
    }
    // Dozens and the even chances below.
    for (let d = 1; d <= 3; d++) {
      const x = ZW + (d - 1) * CW * 4;
      const numbers = [];
      for (let n = d * 12 - 11; n <= d * 12; n++) numbers.push(n);
      box(`doz${d}`, x, CH * 3, CW * 4, BH, S[`dozen${d}`], 'outside');
      addSpot(
        `doz${d}`,
        { kind: 'dozen', dozen: d },
        numbers,
        S[`dozen${d}`],
        x + CW * 2,
        CH * 3 + BH / 2,
      );
    }
    const all = Array.from({ length: 36 }, (_, i) => i + 1);
    const evens = [
      ['low', all.filter((n) => n <= 18), S.low],
      ['even', all.filter((n) => n % 2 === 0), S.even],
      ['red', all.filter((n) => RED.has(n)), S.red],
      ['black', all.filter((n) => !RED.has(n)), S.black],
      ['odd', all.filter((n) => n % 2 === 1), S.odd],
      ['high', all.filter((n) => n >= 19), S.high],
    ];
    evens.forEach(([kind, numbers, label], i) => {
      const x = ZW + i * CW * 2;
      const y = CH * 3 + BH;
      box(
        kind,
        x,
        y,
        CW * 2,
        BH,
        kind === 'red' || kind === 'black' ? '' : label,
        `outside ${kind}`,
      );
      if (kind === 'red' || kind === 'black') {
        const g = cells.lastChild;
        g.append(
          el('path', {
            d: `M${x + CW - 16},${y + BH / 2} l16,-12 l16,12 l-16,12 z`,
            class: `diamond ${kind}`,
          }),
        );
        g.setAttribute('aria-label', label);
      }
      addSpot(kind, { kind }, numbers, label, x + CW, y + BH / 2);
    });
    // Inside bets between the numbers: splits, corners, streets and six lines.
    const zone = (key, bet, numbers, label, cx, cy, w, h) => {
      zones.append(
        el('rect', {
          x: cx - w / 2,
          y: cy - h / 2,
          width: w,
          height: h,
          class: 'zone',
          'data-key': key,
        }),
      );
      addSpot(key, bet, numbers, label, cx, cy);
    };
    const t = narrow ? 22 : 16;
    for (let n = 1; n <= 36; n++) {
      const { x, y } = cellAt(n);
      if (n % 3 !== 0) {
        zone(
          `s${n}-${n + 1}`,
          { kind: 'split', numbers: [n, n + 1] },
          [n, n + 1],
          `${n}/${n + 1}`,
          x + CW / 2,
          y,
          CW - t,
          t,
        );
      }
      if (n <= 33) {
        zone(
          `s${n}-${n + 3}`,
          { kind: 'split', numbers: [n, n + 3] },
          [n, n + 3],
          `${n}/${n + 3}`,
          x + CW,
          y + CH / 2,
          t,
          CH - t,
        );
      }
      if (n <= 33 && n % 3 !== 0) {
        zone(
          `c${n}`,
          { kind: 'corner', numbers: [n, n + 1, n + 3, n + 4] },
          [n, n + 1, n + 3, n + 4],
          `${n}/${n + 1}/${n + 3}/${n + 4}`,
          x + CW,
          y,
          t,
          t,
        );
      }
    }
    for (let street = 1; street <= 12; street++) {
      const x = ZW + (street - 1) * CW;
      const numbers = [street * 3 - 2, street * 3 - 1, street * 3];
      zone(
        `st${street}`,
        { kind: 'street', street },
        numbers,
        numbers.join('/'),
        x + CW / 2,
        CH * 3,
        CW - t,
        t,
      );
      if (street <= 11) {
        zone(
          `sl${street}`,
          { kind: 'sixLine', line: street },
          [...numbers, ...numbers.map((n) => n + 3)],
          `${numbers[0]}–${numbers[0] + 5}`,
          x + CW,
          CH * 3,
          t,
          t,
        );
      }
    }
    const chipsLayer = el('g', { id: 'chips-layer', class: 'chips-layer' });
    layoutEl.append(cells, zones, chipsLayer);
    renderChips();
  }

  function renderChips() {
    const layer = $('chips-layer');
    if (!layer) return;
    layer.replaceChildren();
    const totals = new Map();
    for (const b of myBets) totals.set(b.key, (totals.get(b.key) || 0) + Number(b.stake));
    const r = narrow ? 21 : 17;
    for (const [key, stake] of totals) {
      const spot = spots.get(key);
      if (!spot) continue;
      const g = el('g', { class: 'chip-on' });
      g.append(
        el('circle', { cx: spot.cx, cy: spot.cy, r, class: `chip-face ${chipClass(stake)}` }),
      );
      g.append(el('text', { x: spot.cx, y: spot.cy, class: 'chip-text' }, shortMoney(stake)));
      layer.append(g);
    }
    const mine = myBets.reduce((s, b) => s + Number(b.stake), 0);
    $('my-stake').textContent = money(mine);
  }
  const shortMoney = (units) => {
    const d = units / 100_000;
    return d >= 1000
      ? `${Math.round(d / 100) / 10}k`
      : d >= 1
        ? String(Math.round(d * 10) / 10)
        : d.toFixed(2).slice(1);
  };
  const chipClass = (units) => {
    let index = 0;
    config.chips.forEach((c, i) => {
      if (units >= c) index = i;
    });
    return `c${index}`;
  };

  function highlight(pocket) {
    for (const g of layoutEl.querySelectorAll('.spot')) {
      const key = g.getAttribute('data-key');
      const spot = spots.get(key);
      g.classList.toggle('won', pocket !== null && spot && spot.numbers.includes(pocket));
    }
  }

  function keyOf(bet) {
    switch (bet.kind) {
      case 'straight':
        return straightKey(bet.number);
      case 'split': {
        const [a, b] = [...bet.numbers].sort((x, y) => x - y);
        return `s${a}-${b}`;
      }
      case 'corner':
        return `c${Math.min(...bet.numbers)}`;
      case 'street':
        return `st${bet.street}`;
      case 'sixLine':
        return `sl${bet.line}`;
      case 'column':
        return `col${bet.column}`;
      case 'dozen':
        return `doz${bet.dozen}`;
      default:
        return bet.kind;
    }
  }

  // --- chips ---------------------------------------------------------------------------------
  function buildChips() {
    const box = $('chips');
    config.chips.forEach((units, i) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = `chip c${i}`;
      b.setAttribute('role', 'radio');
      b.textContent = shortMoney(units);
      b.setAttribute('aria-label', money(units));
      b.addEventListener('click', () => {
        chipIndex = i;
        renderChipSelection();
      });
      box.append(b);
    });
    renderChipSelection();
  }
  function renderChipSelection() {
    [...$('chips').children].forEach((b, i) => {
      b.classList.toggle('selected', i === chipIndex);
      b.setAttribute('aria-checked', String(i === chipIndex));
      b.disabled = balance !== null && config.chips[i] > balance;
    });
  }

  // --- betting -------------------------------------------------------------------------------
  const now = () => Date.now() + offset;
  const bettingOpen = () =>
    state && state.round.phase === 'betting' && now() < state.round.closesAt;

  async function place(key) {
    const spot = spots.get(key);
    if (!spot || !state) return;
    if (!bettingOpen()) {
      setMessage(S.err_BETTING_CLOSED, true);
      return;
    }
    const stake = config.chips[chipIndex];
    if (balance !== null && stake > balance) {
      setMessage(S.err_NOT_ENOUGH_MONEY, true);
      return;
    }
    if (demo) {
      balance -= stake;
      myRound = state.round.id;
      myBets.push({ key, bet: spot.bet, stake });
      afterPlaced(spot, stake);
      return;
    }
    balance -= stake;
    renderStats();
    try {
      const res = await fetch('/api/table/bet', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          token: config.token,
          user: config.user,
          currency: config.currency,
          bet: spot.bet,
          stake,
        }),
      });
      const json = await res.json().catch(() => ({}));
      if (!res.ok) {
        balance += stake;
        renderStats();
        setMessage(errorText(json), true);
        return;
      }
      balance = Number(json.balance);
      myRound = json.roundId;
      if (!myBets.some((b) => b.id === json.id))
        myBets.push({ id: json.id, key, bet: json.bet, stake: Number(json.stake) });
      afterPlaced(spot, stake);
    } catch {
      balance += stake;
      setMessage(S.err_UNREACHABLE, true);
      renderStats();
    }
  }
  function afterPlaced(spot, stake) {
    setMessage(tr('betPlaced', { amount: money(stake), spot: spot.label }));
    renderChips();
    renderStats();
  }
  layoutEl.addEventListener('click', (event) => {
    const target = event.target.closest('[data-key]');
    if (target) void place(target.getAttribute('data-key'));
  });
  layoutEl.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const target = event.target.closest('[data-key]');
    if (!target) return;
    event.preventDefault();
    void place(target.getAttribute('data-key'));
  });

  function renderStats() {
    $('balance').textContent = money(balance);
    renderChipSelection();
  }

  // --- the table's state ---------------------------------------------------------------------
  function renderHistory() {
    const list = $('history');
    list.replaceChildren();
    for (const r of state.results.slice(0, 12)) {
      const li = document.createElement('li');
      li.className = colorOf(r.pocket);
      li.textContent = r.pocket;
      li.title = `${tr('round', { id: r.roundId })} · ${r.serverSeed}`;
      list.append(li);
    }
    const last = state.results[0];
    if (last) {
      $('revealed-label').textContent = tr('revealedSeed', { id: last.roundId });
      $('revealed-seed').textContent = last.serverSeed;
    }
  }

  function renderClock() {
    if (!state) return;
    const t = now();
    const betting = state.round.phase === 'betting' && t < state.round.closesAt;
    const end = betting ? state.round.closesAt : state.round.nextOpensAt;
    const start = betting ? state.round.opensAt : state.round.closesAt;
    const left = Math.max(0, Math.ceil((end - t) / 1000));
    $('phase').textContent = betting ? S.placeBets : S.noMoreBets;
    $('countdown').textContent = betting
      ? tr('closesIn', { s: left })
      : tr('nextRoundIn', { s: left });
    $('bar').style.width = `${Math.max(0, Math.min(100, ((end - t) / (end - start)) * 100))}%`;
    $('bar').className = betting ? 'open' : 'closed';
    document.body.classList.toggle('closed', !betting);
  }

  function onLanded() {
    landed = true;
    const last = state && state.results[0];
    if (!last) return;
    const box = $('result');
    box.hidden = false;
    box.className = `result ${colorOf(last.pocket)}`;
    box.textContent = last.pocket;
    highlight(last.pocket);
    renderHistory();
    setMessage(tr('landedOn', { n: last.pocket }));
    if (demo && myRound === last.roundId && myBets.length) {
      let win = 0;
      for (const b of myBets) {
        const spot = spots.get(b.key);
        if (spot && spot.numbers.includes(last.pocket)) win += b.stake * (36 / spot.numbers.length);
      }
      balance += win;
      $('last-win').textContent = money(win);
      setMessage(win > 0 ? tr('youWon', { amount: money(win) }) : S.noWin);
      myBets = [];
      renderStats();
    }
    showMySettlement();
  }

  function showMySettlement() {
    if (demo || !state || !state.mine || !state.mine.last) return;
    const last = state.mine.last;
    if (last.roundId !== state.results[0]?.roundId || lastSettled === last.roundId) return;
    if (last.state !== 'settled') return;
    lastSettled = last.roundId;
    $('last-win').textContent = money(last.win);
    setMessage(last.win !== '0' ? tr('youWon', { amount: money(last.win) }) : S.noWin);
    void loadBalance();
  }

  function applyState(next) {
    const previous = state;
    state = next;
    offset = next.serverTime - Date.now();
    $('round-id').textContent = tr('round', { id: next.round.id });
    $('players').textContent = next.totals.players;
    $('table-stake').textContent = money(next.totals.stake);
    $('seed-hash').textContent = next.round.serverSeedHash;
    const newRound = !previous || previous.round.id !== next.round.id;
    if (newRound && next.round.phase === 'betting') {
      landed = false;
      $('result').hidden = true;
      highlight(null);
      if (myRound !== next.round.id) myBets = [];
      if (previous) setMessage('');
    }
    if (!demo && next.mine) {
      const live = next.mine.bets.filter((b) => b.state === 'accepted' || b.state === 'pending');
      if (next.round.phase === 'betting' || live.length) {
        myBets = live.map((b) => ({
          id: b.id,
          key: keyOf(b.bet),
          bet: b.bet,
          stake: Number(b.stake),
        }));
        myRound = next.round.id;
      }
    }
    if (!previous) renderHistory();
    if (next.round.phase === 'spinning') {
      const result = next.results[0];
      if (result && result.roundId === next.round.id) {
        if (shownResult !== result.roundId) {
          shownResult = result.roundId;
          // Opened mid-spin: show the result at once instead of a spin that already happened.
          landOn(result.pocket, !previous || (!free && !spin));
        } else showMySettlement();
      } else if (!spin) free = true;
    } else {
      free = false;
    }
    renderChips();
    renderClock();
    // A win the casino confirmed late (even after the next round opened) still shows.
    if (!spin && !free) showMySettlement();
  }

  async function poll() {
    try {
      const query = demo
        ? ''
        : `?${new URLSearchParams({ token: config.token, user: config.user })}`;
      const res = await fetch(`/api/table/state${query}`);
      if (res.ok) applyState(await res.json());
    } catch {
      setMessage(S.err_UNREACHABLE, true);
    }
  }

  async function loadBalance() {
    if (demo) return;
    const query = new URLSearchParams({
      token: config.token,
      user: config.user,
      game_code: config.code,
      currency: config.currency,
    });
    try {
      const res = await fetch(`/api/state?${query}`);
      const json = await res.json().catch(() => ({}));
      if (!res.ok) {
        setMessage(errorText(json), true);
        return;
      }
      balance = Number(json.balance);
      renderStats();
    } catch {
      setMessage(S.err_UNREACHABLE, true);
    }
  }

  buildWheel();
  buildLayout();
  buildChips();
  renderStats();
  requestAnimationFrame(frame);
  void poll();
  void loadBalance();
  window.setInterval(() => void poll(), 1000);
  window.setInterval(renderClock, 250);
  window.addEventListener('resize', () => {
    if (window.innerWidth < 640 !== narrow) buildLayout();
  });
})();
