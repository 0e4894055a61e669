import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { contactMessageInputSchema, type ContactMessageInput } from '@malipo/contracts/public-site';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { COMPANY } from '@/features/marketing/content/info/company';
import { useSendContactMessage } from '@/features/marketing/api/send-contact-message';

type FieldName = keyof ContactMessageInput;
const FIELD_NAMES: readonly FieldName[] = ['firstName', 'lastName', 'email', 'company', 'subject', 'message'];

function isFieldName(key: string): key is FieldName {
  return (FIELD_NAMES as readonly string[]).includes(key);
}

function emptyValues(subject: string): ContactMessageInput {
  return { firstName: '', lastName: '', email: '', company: '', subject, message: '' };
}

/**
 * The contact form (docs/product.md#site-pages: First Name, Last Name, Email, Company (Optional), Subject, Message,
 * Send Message), checked with the contract's schema and posted to `/api/public/contact`; a toast
 * confirms. `subject` (from `?subject=`) fills the Subject field, also when it changes later.
 */
export function ContactForm({ subject }: { subject: string }) {
  const sendMessage = useSendContactMessage();
  const form = useForm<ContactMessageInput>({
    resolver: zodResolver(contactMessageInputSchema),
    defaultValues: emptyValues(subject),
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (subject) form.setValue('subject', subject);
  }, [form, subject]);

  const onSubmit = form.handleSubmit(async (values) => {
    // A failure lands in `sendMessage.error`, handled by the effect below.
    if (!(await sendMessage.mutate(values))) return;
    toast.success('Message sent', {
      description: `Thanks, ${values.firstName}. We’ll reply ${COMPANY.supportReply}.`,
    });
    form.reset(emptyValues(''));
  });

  useEffect(() => {
    const error = sendMessage.error;
    if (!error) return;
    for (const [key, message] of Object.entries(error.fields)) {
      if (isFieldName(key)) form.setError(key, { message });
    }
    toast.error('Message not sent', { description: error.message });
  }, [form, sendMessage.error]);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-first-name" label="First Name" error={errors.firstName?.message}>
          {(control) => <Input {...control} autoComplete="given-name" {...form.register('firstName')} />}
        </FormField>
        <FormField id="contact-last-name" label="Last Name" error={errors.lastName?.message}>
          {(control) => <Input {...control} autoComplete="family-name" {...form.register('lastName')} />}
        </FormField>
      </div>
      <FormField id="contact-email" label="Email" error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            placeholder="you@business.com"
            {...form.register('email')}
          />
        )}
      </FormField>
      <FormField id="contact-company" label="Company (Optional)" error={errors.company?.message}>
        {(control) => <Input {...control} autoComplete="organization" {...form.register('company')} />}
      </FormField>
      <FormField id="contact-subject" label="Subject" error={errors.subject?.message}>
        {(control) => <Input {...control} placeholder="How can we help?" {...form.register('subject')} />}
      </FormField>
      <FormField id="contact-message" label="Message" error={errors.message?.message}>
        {(control) => (
          <Textarea
            {...control}
            rows={6}
            placeholder="Tell us a little about your business and what you need."
            {...form.register('message')}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={sendMessage.isPending}>
        {sendMessage.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
