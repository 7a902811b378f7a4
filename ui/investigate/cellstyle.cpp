#include "cellstyle.h"

#include "board/boardstyle.h"

#include <QApplication>

#include "findings.h"

#include <QColor>
#include <QFont>

namespace leapfrog::ui {

namespace {

// The side panel's grey for secondary text (contrast 5.4:1 on white); in a
// dark window the tables' text muted toward their base, still 4.5:1.
QColor revealedGrey()
{
    const QPalette palette = QApplication::palette();
    if (!isDark(palette)) {
        return {0x5F, 0x6B, 0x73};
    }
    return mutedOn(palette.color(QPalette::Text), palette.color(QPalette::Base));
}

} // namespace

QVariant cellStyle(int role, const std::optional<Finding>& finding, bool pending)
{
    const bool revealed = finding && finding->source == Source::Revealed;
    switch (role) {
    case Qt::ForegroundRole:
        return revealed || pending ? QVariant(revealedGrey()) : QVariant();
    case Qt::FontRole: {
        if (!revealed) {
            return {};
        }
        QFont font;
        font.setItalic(true);
        return font;
    }
    case Qt::TextAlignmentRole: return QVariant::fromValue(Qt::Alignment(Qt::AlignCenter));
    default: return {};
    }
}

} // namespace leapfrog::ui
