#include "announcements.h"

#include "plainverdict.h"
#include "texts.h"

#include <QCoreApplication>

namespace leapfrog::ui {

namespace {

// The context its words are translated in (lupdate reads AnnouncementText::tr).
struct AnnouncementText {
    Q_DECLARE_TR_FUNCTIONS(Announcement)
};

} // namespace

QString moveSentence(std::size_t count, const QString& described, const QString& label, const Verdict* verdict,
                     const QStringList& betterNames)
{
    QString heading = AnnouncementText::tr("Move %1: %2").arg(countText(count)).arg(described);
    if (!label.isEmpty()) {
        heading += QStringLiteral(", ") + label;
    }
    // Whole sentences already, with the language's own full stops.
    const QString reason = verdict ? spokenVerdict(*verdict, betterNames)
                                   : AnnouncementText::tr("Its verdict is not known yet: the board is being analysed.");
    return asSentence(heading) + QLatin1Char(' ') + reason;
}

QString undonePrefix(bool undone) { return undone ? AnnouncementText::tr("Move undone. ") : QString(); }

} // namespace leapfrog::ui
