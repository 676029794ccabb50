export * from './account';
export * from './account-settings';
export * from './client';
export * from './envelope';
export * from './system';
export * from './wallet';
