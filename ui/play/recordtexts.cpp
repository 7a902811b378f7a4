#include "recordtexts.h"

#include "texts.h"

#include <QCoreApplication>

namespace leapfrog::ui {

namespace {

QString tr(const char* text) { return QCoreApplication::translate("RecordTexts", text); }

} // namespace

QString resultText(const SolveResult& result)
{
    QString text = result.moves == 1 ? tr("1 move") : tr("%1 moves").arg(countText(result.moves));
    if (result.optimal()) {
        text += tr(", optimal");
    }
    if (result.solutionShown) {
        text += tr(", with the solution shown");
    } else if (result.hints == 1) {
        text += tr(", with a hint");
    } else if (result.hints > 1) {
        text += tr(", with %1 hints").arg(result.hints);
    }
    return text;
}

QString standingSentence(RecordBook::Standing standing, const SolveResult& result, const SolveResult& best)
{
    if (result.solutionShown && standing != RecordBook::Standing::NotBetter) {
        // Kept, but a shown solution is not the player's solve (DESIGN.md).
        return tr("Recorded as watched, not as solved: %1.").arg(resultText(result));
    }
    if (standing == RecordBook::Standing::NotBetter) {
        return tr("Your best is still %1.").arg(resultText(best));
    }
    return tr("A new record: %1.").arg(resultText(result));
}

QString durationText(std::optional<qint64> milliseconds)
{
    if (!milliseconds) {
        return QStringLiteral("—");
    }
    const qint64 seconds = *milliseconds / 1000;
    const qint64 hours = seconds / 3600;
    const QString minutesSeconds = QStringLiteral("%1:%2").arg(hours > 0 ? (seconds / 60 % 60) : seconds / 60, hours > 0 ? 2 : 1, 10, QLatin1Char('0'))
                                       .arg(seconds % 60, 2, 10, QLatin1Char('0'));
    return hours > 0 ? QStringLiteral("%1:%2").arg(hours).arg(minutesSeconds) : minutesSeconds;
}

} // namespace leapfrog::ui
