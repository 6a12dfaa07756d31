import { describe, expect, it } from 'vitest';
import { CITY_STATE_UNBROKEN, placeName } from '../../content/schema/location.ts';

describe('placeName', () => {
  it('adds the state code to a city, not to a state, and never twice', () => {
    expect(placeName({ name: 'Austin', stateCode: 'TX' })).toBe('Austin, TX');
    expect(placeName({ name: 'Texas' })).toBe('Texas');
    expect(placeName({ name: 'Washington, DC', stateCode: 'DC' })).toBe('Washington, DC');
  });

  it('keeps the state code on the line of its city where the name is shown', () => {
    expect(placeName({ name: 'Austin', stateCode: 'TX' }, CITY_STATE_UNBROKEN)).toBe(
      'Austin,\u00a0TX',
    );
    expect(placeName({ name: 'Salt Lake City', stateCode: 'UT' }, CITY_STATE_UNBROKEN)).toBe(
      'Salt Lake City,\u00a0UT',
    );
    expect(placeName({ name: 'Washington, DC', stateCode: 'DC' }, CITY_STATE_UNBROKEN)).toBe(
      'Washington,\u00a0DC',
    );
    expect(placeName({ name: 'Texas' }, CITY_STATE_UNBROKEN)).toBe('Texas');
  });
});
