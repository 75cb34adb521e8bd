/**
 * Social network marks. lucide-react no longer ships brand logos, so these are minimal monochrome
 * drawings in the same 24-unit grid and stroke style. Decorative: the link text names the network.
 */
const common = {
  'aria-hidden': true,
  focusable: 'false' as const,
  viewBox: '0 0 24 24',
  width: 24,
  height: 24,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
};

export const brandIcons = {
  instagram: (
    <svg {...common}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </svg>
  ),
  linkedin: (
    <svg {...common}>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10v7M8 7v.01M12 17v-4a2.5 2.5 0 0 1 5 0v4M12 10v7" />
    </svg>
  ),
  youtube: (
    <svg {...common}>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="m10 9 5 3-5 3z" fill="currentColor" />
    </svg>
  ),
} as const;

export type SocialNetwork = keyof typeof brandIcons;
