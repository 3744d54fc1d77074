/**
 * Test data, imported only by tests: the usual open-redirect payloads as a `?redirect=` value arrives (already
 * decoded once by URLSearchParams). The shared unit test (account-paths.test.ts) checks `safeRedirectTarget`
 * on each, and e2e/login-redirect.e2e.ts signs in through each in Chromium, whose URL parser is the judge.
 */

/** Values that leave the site, or mean nothing, when a browser opens them: the login must fall back. */
export const OPEN_REDIRECT_PAYLOADS: readonly string[] = [
  // The browser drops ASCII tab, newline and carriage return anywhere in a URL (issue 31's report).
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '\t//evil.example',
  '/\r\n/evil.example',
  // …and leading or trailing C0 controls and spaces.
  ' //evil.example',
  '\u0000//evil.example',
  '\u001f//evil.example/ ',
  // A backslash is a slash in an http(s) URL.
  '//evil.example',
  '///evil.example',
  '////evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '/\\\\evil.example',
  '//\\evil.example',
  '\\\\\\evil.example',
  '//',
  '\\\\',
  '/\\\\',
  '///',
  // Dot segments that resolve to the path `//evil.example`: harmless as they are (the host stays), but that path
  // written alone is another host, so the normalised answer must never be it.
  '/.//evil.example',
  '/..//evil.example',
  '/./\\evil.example',
  '/%2E//evil.example',
  '/%2e%2e//evil.example',
  '/dashboard/../..//evil.example',
  // Absolute URLs, other schemes, scripts.
  'https://evil.example',
  'http://evil.example/dashboard',
  'HTTPS://EVIL.EXAMPLE',
  'https:\\\\evil.example',
  'https:/\\evil.example',
  'ftp://evil.example',
  'javascript:alert(document.domain)',
  'JavaScript:alert(1)',
  'java\tscript:alert(1)',
  '\u0001javascript:alert(1)',
  'javascript://%0Aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'blob:https://evil.example/1',
  // Userinfo: everything before the @ is a user name, the host follows it.
  '//rezervo.test@evil.example',
  'https://rezervo.test@evil.example/dashboard',
  '//user:password@evil.example',
  '/\\rezervo.test@evil.example',
  // Internationalised hosts: full-width letters, ideographic and full-width full stops, punycode.
  '//ｅｖｉｌ.example',
  '//evil。example',
  '//evil．example',
  '//xn--e1afmkfd.example',
  'https://évil.example',
  // Full-width solidus (U+FF0F) and reverse solidus (U+FF3C) inside a host.
  'https://evil.example／dashboard',
  '//evil.example＼dashboard',
  // The account screens are no place to return to.
  '/login',
  '/register?redirect=/dashboard',
  '/dashboard/../login',
]

/** Values that stay on the site: the path (with its query and hash) the login opens, as the browser reads it. */
export const SAME_SITE_REDIRECTS: readonly (readonly [value: string, path: string])[] = [
  ['/dashboard/services', '/dashboard/services'],
  ['/dashboard/reservations?view=week&date=2026-11-25', '/dashboard/reservations?view=week&date=2026-11-25'],
  ['/dashboard/customers?page=2#list', '/dashboard/customers?page=2#list'],
  ['/invitations/abc123', '/invitations/abc123'],
  ['/krasa-a-pece/barbershop/barber-na-rohu', '/krasa-a-pece/barbershop/barber-na-rohu'],
  // Tabs and newlines inside a path are dropped, as the browser drops them.
  ['/dashboard/ser\tvices', '/dashboard/services'],
  ['  /dashboard/services\n', '/dashboard/services'],
  // Dot segments are resolved, so the login opens what the browser would.
  ['/dashboard/./services', '/dashboard/services'],
  ['/login/../dashboard/services', '/dashboard/services'],
  // Encoded slashes and backslashes stay encoded: one segment of a path of this site.
  ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ['/%5C%5Cevil.example', '/%5C%5Cevil.example'],
  ['/%09/evil.example', '/%09/evil.example'],
  ['%2F%2Fevil.example', '/%2F%2Fevil.example'],
  // A user name in a path is a path; full-width solidi outside a host are characters of a path.
  ['/@evil.example', '/@evil.example'],
  ['／／evil.example', '/%EF%BC%8F%EF%BC%8Fevil.example'],
  ['/dashboard?next=https://evil.example', '/dashboard?next=https://evil.example'],
]
