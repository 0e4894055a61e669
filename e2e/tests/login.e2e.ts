import { describe, expect, it } from 'vitest';
import { screenshotBothWidths, useBrowser } from '../support/browser';

const openPage = useBrowser();

describe('login', () => {
  it('a wrong password shows "Login failed" / "Please check your credentials"', async () => {
    const page = await openPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill('demo@malipo.dev');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Login failed').waitFor();
    await page.getByText('Please check your credentials').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('the credentials in the Demo Mode note sign in to the dashboard', async () => {
    const page = await openPage();
    await page.goto('/login');
    const note = page.getByRole('region', { name: 'Demo Mode' }).or(page.getByLabel('Demo Mode'));
    const noteText = await note.first().innerText();
    const email = /[\w.+-]+@[\w.-]+\.\w+/.exec(noteText)?.[0];
    expect(email).toBe('demo@malipo.dev');
    expect(noteText).toContain('malipo-demo');
    await screenshotBothWidths(page, 'login');
    await page.getByLabel('Email').fill(email ?? '');
    await page.getByLabel('Password', { exact: true }).fill('malipo-demo');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Login successful').waitFor();
    await page.waitForURL('**/dashboard');
    await page.getByText('Available Balance').waitFor();
  });

  it('sign-up shows the same Demo Mode note, whose button opens sign-in with the demo account', async () => {
    const page = await openPage();
    await page.goto('/signup');
    const note = page.getByRole('complementary', { name: 'Demo Mode' });
    expect(await note.innerText()).toContain('demo@malipo.dev');
    expect(await note.innerText()).toContain('malipo-demo');
    await note.getByRole('button', { name: 'Use demo account' }).click();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe('demo@malipo.dev');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
  });
});
