export * from './account';
export * from './account-settings';
export * from './announcements';
export * from './client';
export * from './envelope';
export * from './games';
export * from './system';
export * from './wallet';
