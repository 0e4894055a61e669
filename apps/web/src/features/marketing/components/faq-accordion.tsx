import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { ChevronDownIcon } from 'lucide-react';
import type { FaqItem } from '../content/types';

/**
 * Questions and answers as an accordion (docs/product.md#home-page): one answer open at a time, and the open one
 * closes when its question is pressed again. Radix Accordion: each question is a button with
 * `aria-expanded` inside a heading (`h3`), arrow keys move between questions.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <AccordionPrimitive.Root
      type="single"
      collapsible
      className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
    >
      {items.map((item, index) => (
        <AccordionPrimitive.Item key={item.question} value={`faq-${index}`}>
          <AccordionPrimitive.Header asChild>
            <h3>
              <AccordionPrimitive.Trigger className="group flex w-full cursor-pointer items-center justify-between gap-4 rounded-2xl px-5 py-5 text-left font-semibold text-slate-900 hover:text-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none sm:px-6">
                {item.question}
                <ChevronDownIcon
                  className="size-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
                  aria-hidden="true"
                />
              </AccordionPrimitive.Trigger>
            </h3>
          </AccordionPrimitive.Header>
          <AccordionPrimitive.Content className="px-5 pb-5 text-slate-600 sm:px-6">
            {item.answer}
          </AccordionPrimitive.Content>
        </AccordionPrimitive.Item>
      ))}
    </AccordionPrimitive.Root>
  );
}
