export interface LogoProps {
  size?: number;
}

/** The product's mark (decorative: links around it carry the name). */
export function Logo({ size = 40 }: LogoProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden focusable="false">
      <rect width="64" height="64" rx="14" fill="#1971c2" />
      <path d="M12 26 32 16l20 10-20 10z" fill="#fff" />
      <path d="M20 31v10c0 4 6 7 12 7s12-3 12-7V31l-12 6z" fill="#fff" opacity=".85" />
    </svg>
  );
}
