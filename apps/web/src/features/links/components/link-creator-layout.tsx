import type { FormEventHandler, ReactNode } from 'react';
import { CreatorPage } from '@/components/creator-page';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

/**
 * The layout every link creator shares (docs/product.md#dashboard): the creator frame (Back to Create Link, title,
 * intro), the form in a card beside a live preview that stays in view on wide screens.
 */
export function LinkCreatorLayout({
  title,
  intro,
  cardTitle,
  formLabel,
  onSubmit,
  preview,
  children,
}: {
  title: string;
  intro: string;
  /** The card's heading, e.g. 'Link details'. */
  cardTitle: string;
  /** The form's accessible name, e.g. 'Payment link details'. */
  formLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  preview: ReactNode;
  /** The form's fields and actions. */
  children: ReactNode;
}) {
  return (
    <CreatorPage backHref={paths.dashboard.createLink.getHref()} title={title} intro={intro}>
      <div className="grid items-start gap-6 lg:grid-cols-5">
        <Card className="lg:col-span-3">
          <CardHeader>
            <CardTitle>{cardTitle}</CardTitle>
            <CardDescription>Fields marked * are required.</CardDescription>
          </CardHeader>
          <CardContent>
            <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={formLabel}>
              {children}
            </form>
          </CardContent>
        </Card>
        <div className="lg:sticky lg:top-8 lg:col-span-2">{preview}</div>
      </div>
    </CreatorPage>
  );
}
