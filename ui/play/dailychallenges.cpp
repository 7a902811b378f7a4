#include "dailychallenges.h"

#include "words/texts.h"

#include <QSettings>
#include <QVariantMap>


namespace leapfrog::ui {

namespace {

const QString kDailyKey = QStringLiteral("challenge/daily");
// A year of days: the oldest go first, so that the settings never grow.
constexpr qsizetype kKeptDays = 366;

} // namespace

void rememberDailyChallenge(const std::string& spec, QDate date)
{
    QSettings settings;
    QVariantMap days = settings.value(kDailyKey).toMap();
    days.insert(QString::fromStdString(spec), date.toString(Qt::ISODate));
    while (days.size() > kKeptDays) {
        QString oldest = days.firstKey();
        for (auto day = days.cbegin(); day != days.cend(); ++day) {
            if (day.value().toString() < days.value(oldest).toString()) { // ISO dates sort as text
                oldest = day.key();
            }
        }
        days.remove(oldest);
    }
    settings.setValue(kDailyKey, days);
}

std::optional<QDate> dailyChallengeDate(const std::string& spec)
{
    const QVariant day = QSettings().value(kDailyKey).toMap().value(QString::fromStdString(spec));
    const QDate date = QDate::fromString(day.toString(), Qt::ISODate);
    return date.isValid() ? std::optional<QDate>(date) : std::nullopt;
}

QString gameTitle(const Variant& variant)
{
    if (variant.isStartedElsewhere()) {
        if (const std::optional<QDate> date = dailyChallengeDate(variant.spec())) {
            return dailyChallengeTitle(variant, *date);
        }
    }
    return variantTitle(variant);
}

} // namespace leapfrog::ui
