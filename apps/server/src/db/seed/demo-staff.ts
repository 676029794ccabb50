/**
 * The demo back-office staff the README lists: one account per role, so that each role's console
 * can be tried from the first start. Each enrols its authenticator at its first sign-in, as a new
 * staff member does; demo mode only (never production).
 */
import type { StaffRole } from '@app/contract';

export interface DemoStaff {
  username: string;
  password: string;
  role: StaffRole;
}

export const DEMO_STAFF: readonly DemoStaff[] = [
  { username: 'admin', password: 'Admin-Console-1', role: 'admin' },
  { username: 'finance', password: 'Finance-Console-1', role: 'finance' },
  { username: 'support', password: 'Support-Console-1', role: 'support' },
  { username: 'content', password: 'Content-Console-1', role: 'content' },
  { username: 'viewer', password: 'Viewer-Console-1', role: 'viewer' },
];
