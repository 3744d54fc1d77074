/** jsdom has no Cookie Store API: tests set a cookie the way a server's Set-Cookie would. */
export function setTestCookie(cookie: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the only cookie API jsdom offers
  document.cookie = cookie
}
