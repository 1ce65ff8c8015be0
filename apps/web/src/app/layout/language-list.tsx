import { languages } from '@giro/shared/i18n';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { changeLanguage } from '@/lib/i18n';
import { useAppStore } from '@/lib/store/app-store';

/** es/en switch: compact shows the codes (header), full shows the names (sidebar). */
export function LanguageList({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('layout');
  const current = useAppStore((state) => state.language);
  return (
    <ul
      aria-label={t('language.label')}
      className={cn('flex', compact ? 'rounded-lg bg-slate-100 p-0.5' : 'gap-2')}
    >
      {languages.map((language) => (
        <li key={language}>
          <button
            type="button"
            lang={language}
            aria-label={compact ? t(`language.${language}`) : undefined}
            aria-pressed={current === language}
            onClick={() => void changeLanguage(language)}
            className={cn(
              'rounded-md font-semibold transition-colors',
              compact ? 'px-2.5 py-1.5 text-xs' : 'border px-4 py-2 text-sm',
              current === language
                ? 'bg-brand-700 text-white shadow-sm'
                : 'text-slate-600 hover:bg-white hover:text-brand-800',
              !compact && (current === language ? 'border-brand-700' : 'border-slate-300'),
            )}
          >
            {compact ? language.toUpperCase() : t(`language.${language}`)}
          </button>
        </li>
      ))}
    </ul>
  );
}
