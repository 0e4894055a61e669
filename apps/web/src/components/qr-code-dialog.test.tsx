import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QrCodeDialog } from './qr-code-dialog';

const URL_TO_SHARE = 'https://malipo.example/donate/don123';

function renderDialog() {
  const onOpenChange = vi.fn();
  render(
    <QrCodeDialog
      target={{ name: 'Clean Water — Kigali!', url: URL_TO_SHARE }}
      onOpenChange={onOpenChange}
    />,
  );
  return screen.getByRole('dialog', { name: 'QR code' });
}

describe('QrCodeDialog', () => {
  it('draws the code of the URL and offers it as a PNG download', async () => {
    const dialog = renderDialog();
    const image = (await within(dialog).findByRole('img', {
      name: `QR code for ${URL_TO_SHARE}`,
    })) as HTMLImageElement;
    expect(image.src).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    const png = within(dialog).getByRole('link', { name: 'Download PNG' });
    expect(png.getAttribute('download')).toBe('clean-water-kigali-qr.png');
    expect(png.getAttribute('href')).toBe(image.src);
  });

  it('offers the same code as an SVG download', async () => {
    const dialog = renderDialog();
    const svg = await within(dialog).findByRole('link', { name: 'Download SVG' });
    expect(svg.getAttribute('download')).toBe('clean-water-kigali-qr.svg');
    const href = svg.getAttribute('href') ?? '';
    const prefix = 'data:image/svg+xml;charset=utf-8,';
    expect(href.startsWith(prefix)).toBe(true);
    const markup = decodeURIComponent(href.slice(prefix.length));
    expect(markup).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(markup.trim().endsWith('</svg>')).toBe(true);
  });

  it('renders nothing while closed', () => {
    render(<QrCodeDialog target={null} onOpenChange={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
