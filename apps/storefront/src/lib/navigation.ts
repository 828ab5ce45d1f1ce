type Navigator = (path: string) => void;
let navigator: Navigator | null = null;

/** The router registers itself so non-React code (the HTTP client) can send the user somewhere. */
export function setNavigator(next: Navigator): void {
  navigator = next;
}

export function navigateTo(path: string): void {
  navigator?.(path);
}
