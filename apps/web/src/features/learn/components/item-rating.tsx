import { localeTag, type TLocale } from '@questline/domain/constants';
import { RATING_MAX, RATING_REVIEW_MAX_LENGTH } from '@questline/domain/rules/ratings';
import type { TRatingSummary, TReview } from '@questline/domain/schemas/ratings';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Button, Label, Radio, RadioGroup, TextArea, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../api/session';
import { errorKeyOf } from '../../../lib/error-key';
import { actionButton, alertClass, primaryButton, secondaryButton, textAreaClass } from '../../../ui/comment-styles';
import { ReportDialog } from '../../../ui/report-dialog';
import { ratingsQueryOptions, useHideReview, useRateItem, useReportReview } from '../api/ratings';

const VALUES = Array.from({ length: RATING_MAX }, (_, index) => index + 1);

const Star = ({ filled }: { filled: boolean }) => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    className="h-6 w-6"
    fill={filled ? 'currentColor' : 'none'}
    stroke="currentColor"
    strokeWidth="1.5"
  >
    <path strokeLinejoin="round" d="M12 3.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8L12 16.9l-5.3 2.7 1-5.8-4.2-4.1 5.9-.9z" />
  </svg>
);

/** A review's stars, read out as words. */
const Stars = ({ value }: { value: number }) => {
  const { t } = useTranslation();
  return (
    <span role="img" aria-label={t('learn.rating.stars', { count: value })} className="inline-flex text-amber-500">
      {VALUES.map((n) => (
        <Star key={n} filled={n <= value} />
      ))}
    </span>
  );
};

/** The learner's own rating: a radio group of five stars (arrow keys move it), a short review, save and remove. */
const RatingForm = ({ type, id, summary }: { type: string; id: string; summary: TRatingSummary }) => {
  const { t } = useTranslation();
  const rate = useRateItem(type, id);
  const [value, setValue] = useState<number | null>(summary.mine?.value ?? null);
  const [review, setReview] = useState(summary.mine?.review ?? '');
  const mineValue = summary.mine?.value ?? null;
  const mineReview = summary.mine?.review ?? '';
  useEffect(() => {
    setValue(mineValue);
    setReview(mineReview);
  }, [mineValue, mineReview]);
  const error = errorKeyOf(rate.error);
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (value !== null) rate.mutate({ value, review: review.trim() || null });
      }}
    >
      <RadioGroup
        value={value === null ? null : String(value)}
        onChange={(next) => setValue(Number(next))}
        orientation="horizontal"
        className="space-y-1"
      >
        <Label className="block text-sm font-medium text-slate-800">{t('learn.rating.yours')}</Label>
        <div className="flex gap-1">
          {VALUES.map((n) => (
            <Radio
              key={n}
              value={String(n)}
              aria-label={t('learn.rating.stars', { count: n })}
              className="cursor-pointer rounded text-slate-400 data-[focus-visible]:outline-2 data-[focus-visible]:outline-brand-600 data-[hovered]:text-amber-500"
            >
              <span className={value !== null && n <= value ? 'text-amber-500' : ''}>
                <Star filled={value !== null && n <= value} />
              </span>
            </Radio>
          ))}
        </div>
      </RadioGroup>
      <TextField value={review} onChange={setReview} maxLength={RATING_REVIEW_MAX_LENGTH}>
        <Label className="mb-1 block text-sm font-medium text-slate-800">{t('learn.rating.review')}</Label>
        <TextArea rows={3} className={textAreaClass} />
        <p className="mt-1 text-xs text-slate-500">
          {t('learn.comments.charactersLeft', { count: RATING_REVIEW_MAX_LENGTH - review.length })}
        </p>
      </TextField>
      {error && (
        <p role="alert" className={alertClass}>
          {t(`errors.${error}`)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isDisabled={value === null} isPending={rate.isPending} className={primaryButton}>
          {t('learn.rating.save')}
        </Button>
        {summary.mine && (
          <Button onPress={() => rate.mutate(null)} isDisabled={rate.isPending} className={secondaryButton}>
            {t('learn.rating.remove')}
          </Button>
        )}
      </div>
    </form>
  );
};

const ReviewItem = (props: {
  review: TReview;
  type: string;
  id: string;
  signedIn: boolean;
  moderator: boolean;
  onReport: (id: string) => void;
  reported: boolean;
}) => {
  const { t, i18n } = useTranslation();
  const hide = useHideReview(props.type, props.id);
  const { review } = props;
  return (
    <li className="space-y-1 border-t border-slate-200 pt-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold text-slate-900">{review.author.name}</span>
        <Stars value={review.value} />
        <time dateTime={review.createdAt} className="text-slate-500">
          {new Date(review.createdAt).toLocaleDateString(localeTag(i18n.language as TLocale))}
        </time>
        {review.hidden && (
          <span className="rounded bg-slate-200 px-2 py-0.5 text-xs text-slate-700">
            {t('learn.comments.hiddenBadge')}
          </span>
        )}
      </div>
      <p className="whitespace-pre-line break-words text-sm text-slate-800">{review.review}</p>
      <div className="flex gap-2">
        {props.signedIn && !review.mine && (
          <Button onPress={() => props.onReport(review.id)} isDisabled={props.reported} className={actionButton}>
            {props.reported ? t('learn.comments.reported') : t('learn.comments.reportAction')}
          </Button>
        )}
        {props.moderator && (
          <Button
            onPress={() => hide.mutate({ id: review.id, hidden: !review.hidden })}
            isDisabled={hide.isPending}
            className={actionButton}
          >
            {review.hidden ? t('learn.comments.show') : t('learn.comments.hide')}
          </Button>
        )}
      </div>
    </li>
  );
};

/**
 * An item's rating (decision 0074): the average to one decimal and how many rated it, the learner's own rating for
 * those who started the item, and the newest reviews, which learners report and moderators hide as comments.
 */
export const ItemRating = ({ type, id }: { type: string; id: string }) => {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const headingId = useId();
  const summary = useQuery(ratingsQueryOptions(type, id)).data;
  const report = useReportReview();
  const [reporting, setReporting] = useState<string | null>(null);
  const [reported, setReported] = useState<ReadonlySet<string>>(new Set());
  if (!summary) return null;
  const average =
    summary.average === null
      ? null
      : new Intl.NumberFormat(localeTag(i18n.language as TLocale), {
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        }).format(summary.average);
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('learn.rating.title')}
      </h2>
      <p className="text-sm text-slate-700">
        {average === null ? t('learn.rating.none') : t('learn.rating.average', { average, count: summary.count })}
      </p>
      {summary.mayRate && <RatingForm type={type} id={id} summary={summary} />}
      {summary.reviews.length > 0 && (
        <ul className="space-y-3" aria-label={t('learn.rating.reviews')}>
          {summary.reviews.map((review) => (
            <ReviewItem
              key={review.id}
              review={review}
              type={type}
              id={id}
              signedIn={Boolean(me)}
              moderator={summary.moderator}
              reported={reported.has(review.id)}
              onReport={(reviewId) => {
                report.reset();
                setReporting(reviewId);
              }}
            />
          ))}
        </ul>
      )}
      <ReportDialog
        title={t('learn.rating.reportTitle')}
        isOpen={reporting !== null}
        pending={report.isPending}
        error={report.error}
        onClose={() => setReporting(null)}
        onSubmit={(input) => {
          const target = reporting;
          if (!target) return;
          report.mutate(
            { id: target, ...input },
            {
              onSuccess: () => {
                setReported((done) => new Set([...done, target]));
                setReporting(null);
              },
            },
          );
        }}
      />
    </section>
  );
};
