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
import { useContactDialog } from '../../components/islands/contact-dialog/ContactDialogContext.tsx';
import type { ContactFormProps } from '../../shared/contracts/islands.ts';
import { ContactForm } from '../../components/forms/ContactForm.tsx';
import { DEFAULT_MESSAGES } from '../../shared/forms/rules.ts';
import { notify } from '../../runtime/feedback/toasts.ts';
import { renderAsIsland as render } from '../support/render-as-island.tsx';

const budgets = [
  { id: 1, label: 'Under $50k', value: 'under-50k' },
  { id: 2, label: '$50k–$150k', value: '50k-150k' },
];

const props: ContactFormProps = {
  topic: 'project',
  surface: 'dialog',
  idPrefix: 'contact',
  endpoint: '/api/contact',
  labels: {
    name: 'Your name',
    email: 'Work e-mail',
    company: 'Company (optional)',
    message: 'What are you building?',
    consent: 'I agree',
    submit: 'Send message',
    sending: 'Sending…',
    success: 'Thanks!',
    failure: 'Could not send.',
    counter: '{{current}} / {{max}}',
    budget: 'Budget',
    budgetPlaceholder: 'Choose a range',
  },
  messages: DEFAULT_MESSAGES,
  budgets,
  locale: 'en',
  path: '/contact-us',
};

let fetchMock: Mock<typeof fetch>;
let notified: {
  success: MockInstance<typeof notify.success>;
  error: MockInstance<typeof notify.error>;
};
const analytics = { track: vi.fn() };
beforeEach(() => {
  (globalThis as { analytics?: unknown }).analytics = analytics;
  fetchMock = vi.fn<typeof fetch>(() =>
    Promise.resolve(new Response('{"id":"c1"}', { status: 201 })),
  );
  vi.stubGlobal('fetch', fetchMock);
  notified = {
    success: vi.spyOn(notify, 'success').mockReturnValue('toast'),
    error: vi.spyOn(notify, 'error').mockReturnValue('toast'),
  };
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  analytics.track.mockReset();
});

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const fill = (label: string, value: string) => {
  fireEvent.focus(input(label));
  fireEvent.change(input(label), { target: { value } });
  fireEvent.blur(input(label));
};
async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /Send message|Sending/ }));
  });
}
function fillValid() {
  fill('Your name', 'Ada Lovelace');
  fill('Work e-mail', 'ada@example.com');
  fireEvent.change(input('Budget'), { target: { value: '50k-150k' } });
  fill('What are you building?', 'A scheduling platform for clinics.');
  fireEvent.click(input('I agree'));
}

describe('ContactForm', () => {
  it('shows no error until a field is touched, then the rule message on blur', () => {
    render(<ContactForm {...props} />);
    expect(screen.queryByText('This is a required field.')).toBeNull();
    fill('Your name', 'Al');
    expect(screen.getByText('Too short! At least 4 characters are required.')).toBeTruthy();
    expect(input('Your name').getAttribute('aria-describedby')).toBe('contact-name-error');
  });

  it('after a failed submit moves focus to the first field with an error', async () => {
    render(<ContactForm {...props} />);
    fill('Your name', 'Ada Lovelace');
    await submit();
    expect(document.activeElement).toBe(input('Work e-mail'));
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Please select an option.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts the message length as current / max', () => {
    render(<ContactForm {...props} />);
    expect(screen.getByText('0 / 2000')).toBeTruthy();
    fill('What are you building?', 'Hello world');
    expect(screen.getByText('11 / 2000')).toBeTruthy();
  });

  it('posts JSON with the chosen option object and tracks contact_us_submit', async () => {
    const onSubmitted = vi.fn();
    render(<ContactForm {...props} onSubmitted={onSubmitted} />);
    fillValid();
    await submit();
    expect(fetchMock).toHaveBeenCalledOnce();
    const { meta, ...fields } = JSON.parse(fetchMock.mock.calls[0]![1]!.body as string) as Record<
      string,
      unknown
    >;
    expect(fields).toEqual({
      topic: 'project',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      budget: budgets[1],
      message: 'A scheduling platform for clinics.',
      consent: true,
      website: '',
    });
    expect(meta).toMatchObject({ locale: 'en', elapsedMs: expect.any(Number) });
    expect(analytics.track).toHaveBeenCalledWith(
      'contact_us_submit',
      { topic: 'project' },
      expect.anything(),
    );
    expect(notified.success).toHaveBeenCalledWith('Thanks!');
    expect(onSubmitted).toHaveBeenCalledOnce();
    // The contact page's own enquiry form counts as the second contact surface (SPEC §4, issue 19 item 13).
    cleanup();
    vi.mocked(analytics.track).mockClear();
    render(<ContactForm {...props} surface="page" idPrefix="project" />);
    fillValid();
    await submit();
    expect(analytics.track).toHaveBeenCalledWith(
      'contact_us_submit_2',
      { topic: 'project' },
      expect.anything(),
    );
    expect(analytics.track).not.toHaveBeenCalledWith(
      'contact_us_submit',
      expect.anything(),
      expect.anything(),
    );
  });

  it('keeps everything typed when the endpoint fails, with an error toast', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 500 }));
    render(<ContactForm {...props} />);
    fillValid();
    await submit();
    expect(notified.error).toHaveBeenCalledWith({ code: '', message: 'Could not send.' });
    expect(input('Your name').value).toBe('Ada Lovelace');
    expect(input('What are you building?').value).toBe('A scheduling platform for clinics.');
    expect((input('Budget') as unknown as HTMLSelectElement).value).toBe('50k-150k');
    expect(input('I agree').checked).toBe(true);
  });

  it('fund applications require at least one interest and track interests_set', async () => {
    const interests = [
      { id: 1, label: 'Product design', value: 'product-design' },
      { id: 2, label: 'AI features', value: 'ai-features' },
    ];
    render(
      <ContactForm
        {...props}
        topic="fund-application"
        interests={interests}
        labels={{ ...props.labels, interests: 'Where would you like our help?' }}
      />,
    );
    fill('Your name', 'Grace Hopper');
    fill('Work e-mail', 'grace@example.com');
    fill('What are you building?', 'Compilers for everyone.');
    fireEvent.click(input('I agree'));
    await submit();
    expect(screen.getByText('Please select at least one option.')).toBeTruthy();
    fireEvent.click(input('AI features'));
    await submit();
    expect(analytics.track).toHaveBeenCalledWith(
      'interests_set',
      { interests: ['ai-features'] },
      expect.anything(),
    );
  });
});

describe('ContactDialogProvider', () => {
  it('throws a developer error naming the provider when used outside it', () => {
    function Orphan() {
      useContactDialog();
      return null;
    }
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow(
      '`useContactDialog` must be used within `ContactDialogProvider`',
    );
  });
});
