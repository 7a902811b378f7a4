#include "cellstyle.h"

#include "findings.h"

#include <QColor>
#include <QFont>

namespace leapfrog::ui {

namespace {

// The side panel's grey for secondary text (contrast 5.4:1 on white).
const QColor kRevealedGrey(0x5F, 0x6B, 0x73);

} // namespace

QVariant cellStyle(int role, const std::optional<Finding>& finding, bool pending)
{
    const bool revealed = finding && finding->source == Source::Revealed;
    switch (role) {
    case Qt::ForegroundRole:
        return revealed || pending ? QVariant(kRevealedGrey) : QVariant();
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
