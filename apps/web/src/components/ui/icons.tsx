import type { ComponentProps, ReactNode } from 'react';

export type IconProps = ComponentProps<'svg'>;

/** Decorative line icons: hidden from screen readers, sized and coloured by the caller. */
function Icon({ shape, ...props }: IconProps & { shape: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {shape}
    </svg>
  );
}

export function CloseIcon(props: IconProps) {
  return <Icon {...props} shape={<path d="M6 6l12 12M18 6 6 18" />} />;
}

export function MenuIcon(props: IconProps) {
  return <Icon {...props} shape={<path d="M4 7h16M4 12h16M4 17h16" />} />;
}

export function ChevronDownIcon(props: IconProps) {
  return <Icon {...props} shape={<path d="m6 9 6 6 6-6" />} />;
}

export function ArrowRightIcon(props: IconProps) {
  return <Icon {...props} shape={<path d="M5 12h14M13 6l6 6-6 6" />} />;
}

export function CheckIcon(props: IconProps) {
  return <Icon {...props} shape={<path d="m5 12 5 5L20 7" />} />;
}

export function CartIcon(props: IconProps) {
  return (
    <Icon
      {...props}
      shape={
        <>
          <path d="M5.5 8h13l-1.2 11.1a2 2 0 0 1-2 1.9H8.7a2 2 0 0 1-2-1.9z" />
          <path d="M9 8V6.5a3 3 0 0 1 6 0V8" />
        </>
      }
    />
  );
}

export function UserIcon(props: IconProps) {
  return (
    <Icon
      {...props}
      shape={
        <>
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21a8 8 0 0 1 16 0" />
        </>
      }
    />
  );
}

export function LogoutIcon(props: IconProps) {
  return (
    <Icon
      {...props}
      shape={<path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l5-5-5-5M15 12H3" />}
    />
  );
}

export function BoltIcon(props: IconProps) {
  return <Icon {...props} shape={<path d="M13 2 4 14h7l-1 8 9-12h-7z" />} />;
}

export function PercentIcon(props: IconProps) {
  return (
    <Icon
      {...props}
      shape={
        <>
          <path d="M19 5 5 19" />
          <circle cx="7" cy="7" r="2.5" />
          <circle cx="17" cy="17" r="2.5" />
        </>
      }
    />
  );
}

export function ShieldIcon(props: IconProps) {
  return (
    <Icon
      {...props}
      shape={
        <>
          <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z" />
          <path d="m9 12 2 2 4-4" />
        </>
      }
    />
  );
}

export function ChatIcon(props: IconProps) {
  return (
    <Icon {...props} shape={<path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />} />
  );
}

export function MailIcon(props: IconProps) {
  return (
    <Icon
      {...props}
      shape={
        <>
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <path d="m3 7 9 6 9-6" />
        </>
      }
    />
  );
}

export function PhoneIcon(props: IconProps) {
  return (
    <Icon
      {...props}
      shape={
        <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
      }
    />
  );
}

export function EyeIcon(props: IconProps) {
  return (
    <Icon
      {...props}
      shape={
        <>
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
          <circle cx="12" cy="12" r="3" />
        </>
      }
    />
  );
}

export function EyeOffIcon(props: IconProps) {
  return (
    <Icon
      {...props}
      shape={
        <path d="M10.6 5.1A10.6 10.6 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-2.6 3.5M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
      }
    />
  );
}

export function CopyIcon(props: IconProps) {
  return (
    <Icon
      {...props}
      shape={
        <>
          <rect x="9" y="9" width="11" height="11" rx="2" />
          <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
        </>
      }
    />
  );
}

export function ClockIcon(props: IconProps) {
  return (
    <Icon
      {...props}
      shape={
        <>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" />
        </>
      }
    />
  );
}

export function WarningIcon(props: IconProps) {
  return <Icon {...props} shape={<path d="M12 4 2.5 20h19zM12 10v4M12 17.2v.1" />} />;
}

export function UploadIcon(props: IconProps) {
  return (
    <Icon
      {...props}
      shape={
        <path d="M12 15V4M7.5 8.5 12 4l4.5 4.5M4 15v3.5A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V15" />
      }
    />
  );
}
