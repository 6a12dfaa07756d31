// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import {
  afterEach,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type Mock,
  type MockInstance,
} from 'vitest';
import type { NewsletterFormProps } from '../../shared/contracts/islands.ts';
import { NewsletterForm } from '../../components/forms/NewsletterForm.tsx';
import { DEFAULT_MESSAGES } from '../../shared/forms/rules.ts';
import { notify } from '../../runtime/feedback/toasts.ts';
import { renderAsIsland as render } from '../support/render-as-island.tsx';

const props: NewsletterFormProps = {
  source: 'footer',
  tone: 'dark',
  endpoint: '/api/newsletter',
  labels: {
    email: 'E-mail',
    placeholder: 'name@company.com',
    submit: 'Subscribe',
    success: 'Thank you for subscribing to our newsletter!',
    failure: 'Something went wrong. Please try again later.',
  },
  messages: DEFAULT_MESSAGES,
  locale: 'en',
  path: '/',
};

const analytics = { track: vi.fn(), page: vi.fn() };
let fetchMock: Mock<typeof fetch>;
let notified: {
  success: MockInstance<typeof notify.success>;
  error: MockInstance<typeof notify.error>;
};

beforeEach(() => {
  (globalThis as { analytics?: unknown }).analytics = analytics;
  fetchMock = vi.fn<typeof fetch>(() =>
    Promise.resolve(
      new Response('{"id":"n1"}', { status: 201, headers: { 'Content-Type': 'application/json' } }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  notified = {
    success: vi.spyOn(notify, 'success').mockReturnValue('toast'),
    error: vi.spyOn(notify, 'error').mockReturnValue('toast'),
  };
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  analytics.track.mockReset();
});

const field = () => screen.getByLabelText<HTMLInputElement>('E-mail');
const button = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Subscribe' });

function type(value: string) {
  fireEvent.focus(field());
  fireEvent.change(field(), { target: { value } });
  fireEvent.blur(field());
}

describe('NewsletterForm (SPEC §3–§5)', () => {
  it('is the footer_email field labelled E-mail with the placeholder', () => {
    render(<NewsletterForm {...props} />);
    expect(field().name).toBe('footer_email');
    expect(field().placeholder).toBe('name@company.com');
  });

  it('validates on blur: no error before the field is touched, then the strict email rule under the field', () => {
    render(<NewsletterForm {...props} />);
    expect(screen.queryByText('Email is required')).toBeNull();
    fireEvent.focus(field());
    fireEvent.blur(field());
    expect(screen.getByText('Email is required')).toBeTruthy();
    type('reader@company..com');
    expect(screen.getByText('Invalid email')).toBeTruthy();
    expect(field().closest('[data-invalid]')?.getAttribute('data-invalid')).toBe('true');
    expect(field().getAttribute('aria-invalid')).toBe('true');
  });

  it('disables the button while the form has validation errors', () => {
    render(<NewsletterForm {...props} />);
    expect(button().disabled).toBe(true);
    type('reader@company.com');
    expect(button().disabled).toBe(false);
    type('not-an-email');
    expect(button().disabled).toBe(true);
  });

  it('submits {email, source}, tracks newsletter_signup, toasts, and ignores submits for 2000 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<NewsletterForm {...props} />);
    type(' reader@company.com ');
    await act(async () => {
      fireEvent.submit(field().form!);
    });
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/newsletter');
    const sent = JSON.parse(init!.body as string) as Record<string, unknown>;
    expect(sent).toMatchObject({
      email: 'reader@company.com',
      source: 'footer',
      website: '',
      meta: { locale: 'en', sourcePath: '/' },
    });
    expect(init!.headers).toMatchObject({ 'Idempotency-Key': expect.any(String) });
    expect(analytics.track).toHaveBeenCalledWith(
      'newsletter_signup',
      { email: 'reader@company.com', source: 'footer' },
      expect.anything(),
    );
    expect(notified.success).toHaveBeenCalledWith('Thank you for subscribing to our newsletter!');
    expect(field().form!.dataset.state).toBe('submitted');
    expect(button().disabled).toBe(true);

    await act(async () => {
      fireEvent.submit(field().form!);
    });
    expect(fetchMock).toHaveBeenCalledOnce();

    await act(async () => {
      vi.advanceTimersByTime(1999);
    });
    expect(field().form!.dataset.state).toBe('submitted');
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(field().form!.dataset.state).toBe('idle');
    expect(button().disabled).toBe(false);
  });

  it('shows the error toast with an empty code when the endpoint fails, keeping the address', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 503 }));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<NewsletterForm {...props} />);
    type('reader@company.com');
    await act(async () => {
      fireEvent.submit(field().form!);
    });
    expect(notified.error).toHaveBeenCalledWith({
      code: '',
      message: 'Something went wrong. Please try again later.',
    });
    expect(analytics.track).not.toHaveBeenCalledWith(
      'newsletter_signup',
      expect.anything(),
      expect.anything(),
    );
    expect(field().value).toBe('reader@company.com');
    expect(field().form!.dataset.state).toBe('idle');
  });
});
