/** The full public URL of a site `path` ("/pay/abc123" → "https://malipo.example/pay/abc123"), for sharing and QR codes. */
export function publicUrl(path: string): string {
  return `${window.location.origin}${path}`;
}
