import type { IconNode } from 'lucide';
import { createElement, type SVGProps } from 'react';

// The app's one way to draw an icon: lucide's own shapes (the `lucide` package's data) drawn by
// <Icon>, a plain component for server and client components alike. A server component that shows
// an icon ships no JavaScript for it; a client component ships this component and the shapes it uses.

export type { IconNode };

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** One of the shapes exported below. */
  icon: IconNode;
}

/**
 * Draws a shape with lucide's defaults: 24×24, stroke currentColor, width 2, round caps and joins;
 * hidden from assistive technology unless given a label or a role. Size it with a class (`size-4`);
 * buttons size their icons themselves.
 */
export function Icon({ icon, ...props }: IconProps) {
  const labelled = props['aria-label'] != null || props['aria-labelledby'] != null || props.role != null;
  // Shapes passed as separate children, not as an array, need no keys.
  return createElement(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width: '24',
      height: '24',
      viewBox: '0 0 24 24',
      fill: 'none',
      stroke: 'currentColor',
      strokeWidth: '2',
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
      'aria-hidden': labelled ? undefined : true,
      ...props,
    } satisfies SVGProps<SVGSVGElement>,
    ...icon.map(([tag, attrs]) => createElement(tag, attrs)),
  );
}

// The shapes the app uses. Re-exported, not wrapped, so each page's bundle takes only the shapes its
// own modules use. To add one, name it here; ESLint refuses icon packages anywhere else.
export {
  ArrowLeft,
  ArrowRight,
  Award,
  Baby,
  Bell,
  BellOff,
  Calculator,
  Camera,
  CalendarClock,
  CalendarDays,
  Check,
  ChevronDown,
  CircleAlert,
  CircleCheck,
  CirclePlay,
  CircleX,
  ClipboardList,
  Clock,
  CloudUpload,
  Copy,
  CreditCard,
  Download,
  Droplet,
  Dumbbell,
  FileText,
  HeartPulse,
  House,
  Inbox,
  LayoutDashboard,
  LoaderCircle,
  MapPin,
  Lock,
  LogOut,
  MessageCircle,
  MessagesSquare,
  Minus,
  Package,
  Pause,
  Pencil,
  Phone,
  Play,
  Plus,
  Printer,
  RefreshCw,
  QrCode,
  RotateCcw,
  Salad,
  Scale,
  ScanLine,
  Search,
  School,
  SendHorizontal,
  ShieldCheck,
  Smartphone,
  Sparkles,
  Target,
  Trash2,
  TrendingDown,
  TriangleAlert,
  UserCog,
  UserRound,
  Users,
  Utensils,
  Video,
  WifiOff,
  X,
} from 'lucide';
