import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { ContactPage } from './contact-page';

/** The page at `route`, in a router (it brings its own toaster, like on the site). */
function renderContactPage(route = '/contact') {
  const router = createMemoryRouter([{ path: '/contact', element: <ContactPage /> }], {
    initialEntries: [route],
  });
  render(<RouterProvider router={router} />);
  return router;
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function field(label: string): HTMLInputElement {
  return screen.getByLabelText(label);
}

afterEach(() => vi.unstubAllGlobals());

describe('ContactPage', () => {
  it('requires first name, last name, email, subject and message, without calling the server', async () => {
    const { fetchMock } = mockFetch(() => jsonResponse({}));
    renderContactPage();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Subject is required')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();
    expect(field('First Name').getAttribute('aria-invalid')).toBe('true');
    expect(field('Company (Optional)').getAttribute('aria-invalid')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a malformed email', async () => {
    const { fetchMock } = mockFetch(() => jsonResponse({}));
    renderContactPage('/contact?subject=Sales');
    fill('First Name', 'Amina');
    fill('Last Name', 'Uwase');
    fill('Email', 'amina@');
    fill('Message', 'Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fills the subject from ?subject= and Schedule a Demo', async () => {
    mockFetch(() => jsonResponse({}));
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView; // jsdom has no layout
    renderContactPage('/contact?subject=Sales');
    expect(field('Subject').value).toBe('Sales');

    const demo = screen.getByRole('link', { name: 'Schedule a Demo' });
    expect(demo.getAttribute('href')).toBe('/contact?subject=Schedule%20a%20Demo');
    fireEvent.click(demo);
    await vi.waitFor(() => expect(field('Subject').value).toBe('Schedule a Demo'));
    expect(scrollIntoView).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: /Start Your Free Trial/ }).getAttribute('href')).toBe('/signup');
  });

  it('sends the message to the server and confirms with a toast', async () => {
    const { requests } = mockFetch(() =>
      jsonResponse({ id: 'msg_1', receivedAt: '2026-11-23T10:00:00.000Z' }, 201),
    );
    renderContactPage('/contact?subject=Schedule%20a%20Demo');
    fill('First Name', 'Amina');
    fill('Last Name', 'Uwase');
    fill('Email', 'amina@example.com');
    fill('Company (Optional)', 'Kigali Crafts');
    fill('Message', 'We sell baskets and would like a demo.');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Message sent')).toBeTruthy();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/public/contact',
      body: {
        firstName: 'Amina',
        lastName: 'Uwase',
        email: 'amina@example.com',
        company: 'Kigali Crafts',
        subject: 'Schedule a Demo',
        message: 'We sell baskets and would like a demo.',
      },
    });
    expect(field('First Name').value).toBe('');
  });

  it('shows the server’s field messages and a toast when sending fails', async () => {
    mockFetch(() =>
      jsonResponse(
        {
          error: {
            code: 'validation_failed',
            message: 'Some fields are invalid',
            fields: { message: 'Message looks like spam' },
          },
        },
        400,
      ),
    );
    renderContactPage('/contact?subject=Sales');
    fill('First Name', 'Amina');
    fill('Last Name', 'Uwase');
    fill('Email', 'amina@example.com');
    fill('Message', 'Buy now');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message looks like spam')).toBeTruthy();
    expect(await screen.findByText('Message not sent')).toBeTruthy();
  });

  it('lists departments with mailto links and the Kigali office', () => {
    mockFetch(() => jsonResponse({}));
    renderContactPage();
    expect(screen.getByRole('link', { name: 'sales@malipo.dev' }).getAttribute('href')).toBe(
      'mailto:sales@malipo.dev',
    );
    expect(screen.getAllByText('Kigali Innovation City, Rwanda').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Monday - Friday, 8:00 AM - 6:00 PM GMT').length).toBeGreaterThan(0);
  });
});
