import { languages } from '@giro/shared/i18n';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import { changeLanguage } from '@/lib/i18n';
import { useAppStore } from '@/lib/store/app-store';

/**
 * es/en switch: compact shows the codes (header), full shows the names (sidebar). Each is a link
 * to the page in that language (`?lang=en`, which the server renders without scripts too); with
 * scripts the page switches in place.
 */
export function LanguageList({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('layout');
  const current = useAppStore((state) => state.language);
  const { pathname } = useLocation();
  return (
    <ul
      aria-label={t('language.label')}
      className={cn('flex', compact ? 'rounded-lg bg-slate-100 p-0.5' : 'gap-2')}
    >
      {languages.map((language) => (
        <li key={language}>
          <a
            href={`${pathname}?lang=${language}`}
            hrefLang={language}
            lang={language}
            aria-current={current === language ? 'true' : undefined}
            onClick={(event) => {
              event.preventDefault();
              void changeLanguage(language);
            }}
            className={cn(
              'block rounded-md font-semibold transition-colors',
              compact ? 'px-2.5 py-1.5 text-xs' : 'border px-4 py-2 text-sm',
              current === language
                ? 'bg-brand-700 text-white shadow-sm'
                : 'text-slate-600 hover:bg-white hover:text-brand-800',
              !compact && (current === language ? 'border-brand-700' : 'border-slate-300'),
            )}
          >
            {compact ? (
              // The visible code starts the link's name, as speech input users say it.
              <>
                {language.toUpperCase()}{' '}
                <span className="sr-only">{t(`language.${language}`)}</span>
              </>
            ) : (
              t(`language.${language}`)
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
