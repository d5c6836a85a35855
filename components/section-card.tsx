import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

interface SectionCardProps {
  title: React.ReactNode;
  id?: string;
  className?: string;
  contentClassName?: string;
  children: React.ReactNode;
}

/** A card that is a section of its page: an h2 title over its content. */
export function SectionCard({ title, id, className, contentClassName, children }: SectionCardProps) {
  return (
    <Card id={id} className={className}>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg font-semibold">{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
