// Preloaded (`node --require`) into the end-to-end run's local EVM node: when the process that
// started it (the Playwright runner) is gone — even killed outright, with no teardown — the node
// exits too, so no chain is ever left running on the machine.
const parent = Number(process.env.TENGU_WATCHDOG_PARENT_PID);
if (parent > 0) {
  setInterval(() => {
    try {
      process.kill(parent, 0);
    } catch {
      process.exit(0);
    }
  }, 1_000).unref();
}
