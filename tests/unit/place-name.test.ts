import { describe, expect, it } from 'vitest';
import { placeName } from '../../content/schema/location.ts';

describe('placeName', () => {
  it('adds the state code to a city, not to a state, and never twice', () => {
    expect(placeName({ name: 'Austin', stateCode: 'TX' })).toBe('Austin, TX');
    expect(placeName({ name: 'Texas' })).toBe('Texas');
    expect(placeName({ name: 'Washington, DC', stateCode: 'DC' })).toBe('Washington, DC');
  });
});
