#include "recordtexts.h"

#include "texts.h"

#include <QCoreApplication>

namespace leapfrog::ui {

namespace {

// The context its words are translated in (lupdate reads RecordTextsText::tr).
struct RecordTextsText {
    Q_DECLARE_TR_FUNCTIONS(RecordTexts)
};

// The context the book's file problems are translated in: the class that said them first.
struct RecordBookText {
    Q_DECLARE_TR_FUNCTIONS(leapfrog::ui::RecordBook)
};

} // namespace

QString resultText(const SolveResult& result)
{
    QString text = RecordTextsText::tr("%Ln move(s)", nullptr, result.moves);
    if (result.optimal()) {
        text += RecordTextsText::tr(", optimal");
    }
    if (result.solutionShown) {
        text += RecordTextsText::tr(", with the solution shown");
    } else if (result.hints > 0) {
        text += RecordTextsText::tr(", with %Ln hint(s)", nullptr, result.hints);
    }
    return text;
}

QString standingSentence(RecordStanding standing, const SolveResult& result,
                         const std::optional<SolveResult>& before)
{
    using Standing = RecordStanding;
    if (result.solutionShown && standing != Standing::NotBetter) {
        // Kept, but a shown solution is not the player's solve (window.md,
        // "Records and statistics"). Not "not as solved": the banner's title
        // over it says "Solved ... with the shown solution" (the fifth newcomer).
        // The result names the shown solution already ("..., with the
        // solution shown"): said once (the sixth newcomer).
        return RecordTextsText::tr("Recorded, but not as your own solve: %1.").arg(resultText(result));
    }
    if (standing == Standing::NotBetter && before) {
        return sameStanding(result, *before) ? RecordTextsText::tr("You matched your best: %1.").arg(resultText(*before))
                                             : RecordTextsText::tr("Your best is still %1.").arg(resultText(*before));
    }
    if (standing == Standing::Faster && before) {
        if (before->milliseconds && durationText(before->milliseconds) == durationText(result.milliseconds)) {
            // Quicker by less than the second the window shows: the same, as far as it can tell.
            return RecordTextsText::tr("You matched your best: %1.").arg(resultText(*before));
        }
        return before->milliseconds
                   ? RecordTextsText::tr("As good as your best, %1, and quicker: %2 instead of %3.")
                         .arg(resultText(result), durationText(result.milliseconds), durationText(before->milliseconds))
                   : RecordTextsText::tr("As good as your best, %1, and now timed: %2.")
                         .arg(resultText(result), durationText(result.milliseconds));
    }
    if (!before && !result.clean()) {
        // The first result, but a helped one: the best so far, not a record
        // ("Kept as the result to beat" beside "your first record" read as a
        // contradiction to the seventh newcomer).
        return RecordTextsText::tr("Your best so far: %1. Without help, your next solve will be your first record.").arg(resultText(result));
    }
    if (before && !before->clean() && result.clean()) {
        // Clean beats helped, so a helped best means no clean solve before this one.
        return RecordTextsText::tr("A new record: %1, your first without help.").arg(resultText(result));
    }
    return RecordTextsText::tr("A new record: %1.").arg(resultText(result));
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

// Unreadable, not damaged: left where it is, and nothing written over it.
QString recordsUnreadableText(const QString& path, const QString& why)
{
    return RecordBookText::tr("The records in %1 could not be read (%2); they are left as they are, and new records "
                              "are not kept.")
        .arg(path, why);
}

QString recordsDamagedKeptText(const QString& path, const QString& why)
{
    return RecordBookText::tr("The records file %1 is damaged (%2) and could not be set aside; new records are not "
                              "kept until it is moved.")
        .arg(path, why);
}

QString recordsSetAsideText(const QString& why, const QString& setAsidePath)
{
    return RecordBookText::tr("The records file was damaged (%1): it was set aside as %2 and a new record book begun.")
        .arg(why, setAsidePath);
}

QString recordsUnwritableText(const QString& path, const QString& why)
{
    return RecordBookText::tr("The records could not be written to %1: %2.").arg(path, why);
}

QString recordsNotAFileText() { return RecordBookText::tr("it is not a regular file"); }

QString recordsTooLargeText(qint64 megabytes)
{
    return RecordBookText::tr("it is %1 MB, more than a record book holds").arg(megabytes);
}

QString resultNotRecordedSentence(const SolveResult& result)
{
    return RecordBookText::tr("Not recorded yet: %1. The records file could not be written; Leapfrog keeps the "
                              "result and writes it with the next one.")
        .arg(resultText(result));
}

} // namespace leapfrog::ui
