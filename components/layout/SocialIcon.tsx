/** Simple line glyphs for the three social networks of SPEC §1 (drawn for this site). */
export function SocialIcon({ network }: { network: 'linkedin' | 'x' | 'instagram' }) {
  const common = {
    viewBox: '0 0 24 24',
    width: 20,
    height: 20,
    'aria-hidden': true,
    focusable: 'false' as const,
  };
  if (network === 'linkedin') {
    return (
      <svg {...common} fill="currentColor">
        <rect x="3" y="9" width="4" height="12" rx="1" />
        <circle cx="5" cy="4.5" r="2.2" />
        <path d="M10 9h3.8v1.8c.6-1.1 2-2.1 4-2.1 3.3 0 4.2 2.1 4.2 5.2V21h-4v-6.3c0-1.6-.4-2.8-1.9-2.8-1.6 0-2.1 1.2-2.1 2.8V21h-4z" />
      </svg>
    );
  }
  if (network === 'x') {
    return (
      <svg {...common} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
        <path d="M4 4l16 16M20 4L4 20" />
      </svg>
    );
  }
  return (
    <svg {...common} fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4.2" />
      <circle cx="17.4" cy="6.6" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}
