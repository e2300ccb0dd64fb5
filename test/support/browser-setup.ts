import globalSetup from './global-setup';
import { chromiumTool } from './test-tools';

/**
 * The browser project's global setup: finds Chromium once before any worker starts (unpacking the npm-shipped
 * one if it is the one taken, so that the workers do not each unpack it), then the template database.
 */
export default async function browserSetup(): Promise<void> {
  chromiumTool();
  await globalSetup();
}
