/* global document, window */
// The studio's game page (issue 20): draws the grid as SVG, spins through the provider's API
// and animates the answer. Input is never blocked: a click during the animation skips to the
// result; the bet can change at any time.
(() => {
  const config = JSON.parse(document.getElementById('config').textContent);
  const S = config.strings;
  const tr = (key, values = {}) =>
    (S[key] || key).replace(/\{(\w+)\}/g, (w, name) => (name in values ? String(values[name]) : w));
  const errorText = (json) =>
    (json && json.code && S[`err_${json.code}`]) || (json && json.message) || S.err_GENERIC;
  const SVG = 'http://www.w3.org/2000/svg';
  const $ = (id) => document.getElementById(id);
  const gridEl = $('grid');
  const spinButton = $('spin');
  const buyButton = $('buy');
  const demo = config.mode !== 'real';
  const DEMO_START = 100_000_000; // $1,000 of play money (10⁻⁵ units)

  let betIndex = Math.min(3, config.betSteps.length - 1);
  let balance = demo ? DEMO_START : null;
  let busy = false;
  let skip = null;
  let freeSpins = { count: 0, bet: null };

  const money = (units) =>
    units === null || units === undefined
      ? '—'
      : `$${(Number(units) / 100_000).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

  function setMessage(text, isError = false) {
    $('message').textContent = text;
    $('message').className = isError ? 'message error' : 'message';
  }

  function renderStats() {
    $('balance').textContent = money(balance);
    $('bet').textContent = money(config.betSteps[betIndex]);
    $('bet-down').disabled = betIndex === 0;
    $('bet-up').disabled = betIndex === config.betSteps.length - 1;
    if (config.bonusBuyX) {
      buyButton.hidden = false;
      buyButton.textContent = tr('buyBonus', {
        amount: money(config.betSteps[betIndex] * config.bonusBuyX),
      });
    }
    $('free').hidden = freeSpins.count === 0;
    $('free-text').textContent = tr('freeSpinsLeft', {
      count: freeSpins.count,
      bet: money(freeSpins.bet),
    });
    spinButton.textContent = busy ? S.skip : S.spin;
    spinButton.classList.toggle('busy', busy);
  }

  // --- drawing -------------------------------------------------------------------------------
  const reels = [];
  function buildGrid() {
    for (let r = 0; r < config.reels; r++) {
      const reel = document.createElementNS(SVG, 'g');
      reel.setAttribute('class', 'reel');
      const cells = [];
      for (let row = 0; row < config.rows; row++) {
        const cell = document.createElementNS(SVG, 'rect');
        cell.setAttribute('class', 'cell');
        cell.setAttribute('x', String(r * 100 + 3));
        cell.setAttribute('y', String(row * 100 + 3));
        cell.setAttribute('width', '94');
        cell.setAttribute('height', '94');
        cell.setAttribute('rx', '12');
        const use = document.createElementNS(SVG, 'use');
        use.setAttribute('x', String(r * 100 + 8));
        use.setAttribute('y', String(row * 100 + 8));
        use.setAttribute('width', '84');
        use.setAttribute('height', '84');
        reel.append(cell, use);
        cells.push({ cell, use });
      }
      gridEl.append(reel);
      reels.push({ el: reel, cells });
    }
  }
  const randomSymbol = () => Math.floor(Math.random() * config.symbolCount);
  function showSymbol(reel, row, symbol, drop) {
    const { use } = reels[reel].cells[row];
    use.setAttribute('href', `#sym-${symbol}`);
    use.classList.remove('drop', 'hit-symbol');
    if (drop) {
      use.classList.add('drop');
    }
  }
  function showGrid(grid, drop) {
    grid.forEach((column, reel) =>
      column.forEach((symbol, row) => showSymbol(reel, row, symbol, drop)),
    );
  }
  function clearHits() {
    for (const reel of reels)
      for (const { cell, use } of reel.cells) {
        cell.classList.remove('hit');
        use.classList.remove('hit-symbol');
      }
  }
  function showHits(wins) {
    for (const win of wins)
      for (const { reel, row } of win.positions) {
        const target = reels[reel] && reels[reel].cells[row];
        if (!target) continue;
        target.cell.classList.add('hit');
        target.use.classList.add('hit-symbol');
      }
  }
  function banner(text) {
    $('banner').textContent = text;
    $('banner').hidden = !text;
  }

  const wait = (ms) =>
    new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      skip = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  // Reels blur through random symbols until the answer comes.
  function startBlur() {
    for (const reel of reels) reel.el.classList.add('spinning');
    const timer = setInterval(() => {
      reels.forEach((reel, r) => {
        if (!reel.el.classList.contains('spinning')) return;
        for (let row = 0; row < config.rows; row++) showSymbol(r, row, randomSymbol(), false);
      });
    }, 70);
    return () => clearInterval(timer);
  }

  let skipping = false;
  // A tumbling spin: each paying evaluation lights up, then the next grid drops in.
  async function playTumbles(spin) {
    for (let k = 0; k < spin.tumbles.length && !skipping; k++) {
      const step = spin.tumbles[k];
      if (k > 0) {
        clearHits();
        showGrid(step.grid, true);
        await wait(260);
      }
      showHits(step.wins);
      if (step.multiplier > 1) banner(`×${step.multiplier}`);
      await wait(650);
    }
    if (!skipping) {
      clearHits();
      banner('');
      showGrid(spin.finalGrid, true);
      await wait(300);
    }
  }

  async function animate(answer, stopBlur) {
    const spins = answer.spins;
    for (let i = 0; i < spins.length; i++) {
      const spin = spins[i];
      clearHits();
      if (i === 0) {
        for (let r = 0; r < reels.length; r++) {
          if (!skipping) await wait(110);
          reels[r].el.classList.remove('spinning');
          spin.grid[r].forEach((symbol, row) => showSymbol(r, row, symbol, !skipping));
        }
        stopBlur();
      } else if (!skipping) {
        banner(tr('freeSpinOf', { n: i, total: spins.length - 1 }));
        await wait(450);
        banner('');
        showGrid(spin.grid, true);
      }
      if (skipping) continue;
      if (spin.tumbles && spin.tumbles.length) await playTumbles(spin);
      else showHits(spin.wins);
      if (skipping) continue;
      if (spin.win !== '0') banner(tr('win', { amount: money(spin.win) }));
      await wait(spin.win !== '0' || i < spins.length - 1 ? 900 : 200);
      banner('');
    }
    const last = spins[spins.length - 1];
    clearHits();
    showGrid(last.finalGrid || last.grid, false);
    if (!last.finalGrid) showHits(last.wins);
    banner(answer.win !== '0' ? tr('totalWin', { amount: money(answer.win) }) : '');
  }

  // --- talking to the provider --------------------------------------------------------------
  async function post(path, body) {
    const res = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = await res.json().catch(() => ({}));
    if (!res.ok) throw new Error(errorText(json));
    return json;
  }

  async function loadState() {
    if (demo) return;
    const query = new URLSearchParams({
      token: config.token,
      user: config.user,
      game_code: config.code,
      currency: config.currency,
    });
    const res = await fetch(`/api/state?${query}`);
    const json = await res.json().catch(() => ({}));
    if (!res.ok) {
      setMessage(errorText(json), true);
      return;
    }
    balance = Number(json.balance);
    freeSpins = json.freeSpins;
    renderStats();
  }

  async function play(kind) {
    if (busy) {
      skipping = true;
      if (skip) skip();
      return;
    }
    const bet = config.betSteps[betIndex];
    if (kind !== 'free' && balance !== null) {
      const cost = kind === 'buy' ? bet * config.bonusBuyX : bet;
      if (cost > balance) {
        setMessage(S.err_NOT_ENOUGH_MONEY, true);
        return;
      }
      balance -= cost;
    }
    busy = true;
    skipping = false;
    setMessage('');
    banner('');
    clearHits();
    renderStats();
    const stopBlur = startBlur();
    try {
      const body = { game_code: config.code, bet, buy: kind === 'buy' };
      const answer = demo
        ? await post('/api/demo-spin', body)
        : await post('/api/spin', {
            ...body,
            token: config.token,
            user: config.user,
            currency: config.currency,
            free: kind === 'free',
          });
      if (kind === 'free') freeSpins = { ...freeSpins, count: Math.max(0, freeSpins.count - 1) };
      await animate(answer, stopBlur);
      balance = demo ? balance + Number(answer.win) : Number(answer.balance);
      $('last-win').textContent = money(answer.win);
      if (answer.isFree) {
        setMessage(
          answer.win === '0' ? S.freeSpinNoWin : tr('freeSpinWon', { amount: money(answer.win) }),
        );
      }
    } catch (error) {
      stopBlur();
      for (const reel of reels) reel.el.classList.remove('spinning');
      setMessage(error.message, true);
      if (demo) balance = balance + (kind === 'buy' ? bet * config.bonusBuyX : bet);
      else await loadState();
    } finally {
      busy = false;
      skip = null;
      renderStats();
      if (!demo && kind === 'free') void loadState();
      void loadSeeds();
    }
  }

  // --- provable fairness (real play): the seed pair, its rotation, the last round's inputs ----
  const sessionQuery = () =>
    new URLSearchParams({ token: config.token, user: config.user, game_code: config.code });
  function showSeeds(seeds) {
    $('seed-hash').textContent = seeds.serverSeedHash;
    $('client-seed').textContent = seeds.clientSeed;
    $('next-nonce').textContent = seeds.nextNonce;
  }
  async function loadSeeds() {
    if (demo) return;
    try {
      const res = await fetch(`/api/seeds?${sessionQuery()}`);
      if (!res.ok) return;
      const json = await res.json();
      showSeeds(json);
      const last = json.rounds[0];
      if (last) {
        $('last-round-label').hidden = false;
        $('last-round').hidden = false;
        $('last-round-label').textContent = tr('lastRoundInputs', {
          from: last.nonceFrom,
          to: last.nonceTo - 1,
          bet: money(last.bet),
        });
        // The seed itself once rotated away (then the round can be replayed), else its hash.
        $('last-round').textContent =
          `${last.clientSeed} · ${last.serverSeed || last.serverSeedHash}`;
      }
    } catch {
      // The panel keeps what it showed; the game itself is unaffected.
    }
  }
  async function rotateSeed() {
    try {
      const answer = await post('/api/seeds/rotate', Object.fromEntries(sessionQuery()));
      showSeeds(answer.current);
      $('previous-label').hidden = false;
      $('previous-seed').hidden = false;
      const used = answer.previous.noncesUsed;
      $('previous-seed').textContent =
        `${answer.previous.serverSeed} (${answer.previous.clientSeed}${used > 0 ? `, 0–${used - 1}` : ''})`;
      void loadSeeds();
    } catch (error) {
      setMessage(error.message, true);
    }
  }

  $('bet-down').addEventListener('click', () => {
    betIndex = Math.max(0, betIndex - 1);
    renderStats();
  });
  $('bet-up').addEventListener('click', () => {
    betIndex = Math.min(config.betSteps.length - 1, betIndex + 1);
    renderStats();
  });
  spinButton.addEventListener('click', () => void play('spin'));
  buyButton.addEventListener('click', () => void play('buy'));
  $('free-spin').addEventListener('click', () => void play('free'));
  window.addEventListener('keydown', (event) => {
    if (event.code === 'Space' && event.target === document.body) {
      event.preventDefault();
      void play('spin');
    }
  });

  buildGrid();
  for (let r = 0; r < config.reels; r++)
    for (let row = 0; row < config.rows; row++) showSymbol(r, row, randomSymbol(), false);
  renderStats();
  void loadState();
  void loadSeeds();
  if ($('rotate')) $('rotate').addEventListener('click', () => void rotateSeed());
})();
