/** The sandbox clock's address (decision 091); a leaf module, so browser tests can name it. */
export const SANDBOX_CLOCK_PATH = "/sandbox/clock";
