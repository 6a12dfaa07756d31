import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    globalSetup: ['tests/setup/global-setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Builds and the browser share two cores: a few files at a time keeps timings sane.
    maxWorkers: 2,
    reporters: ['default'],
  },
});
