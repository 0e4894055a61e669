/**
 * English for the dashboard's pieces that payer pages share (the wallet's card deposit) and for
 * tests: every namespace compiled at start-up. Imports the message compiler, so the payer pages'
 * browser code must not import this module (their texts arrive compiled in the page).
 * @module
 */
import { compileMessages } from '@malipo/contracts/i18n/compile-messages';
import { pageI18n, type PageI18n } from './page-i18n';

/** Every text in English. */
export const ENGLISH: PageI18n = pageI18n('en', compileMessages('en'));
