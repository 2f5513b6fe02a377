/** For any response that depends on a visitor's cookies or headers: no shared cache may keep it. */
export const NO_STORE = "private, no-store";
