#pragma once
// What the files of the export room share, once: the translation context
// their words are in (one context, "Export": lupdate reads ExportText::tr),
// the inks of paper, a search's cancel, and std::string to QString.
#include "search/control.h"

#include <QColor>
#include <QCoreApplication>
#include <QString>

#include <string>

namespace leapfrog::ui::exporting {

struct ExportText {
    Q_DECLARE_TR_FUNCTIONS(Export)
};

// Near-black for the boards, lines and words of a page.
inline const QColor kInk{0x1A, 0x1A, 0x1A};
// Grey for what a reader may skip: running headers, "Name: ___".
inline const QColor kQuiet{0x55, 0x55, 0x55};
// The lighter grey of a strip's own captions and page numbers.
inline const QColor kStripQuiet{0x66, 0x66, 0x66};

// Ends an export the player cancelled (Cancelled, as the searches do).
inline void checkCancel(const SearchControl& control)
{
    if (control.cancel && control.cancel->load()) {
        throw Cancelled();
    }
}

inline QString qs(const std::string& text) { return QString::fromStdString(text); }

} // namespace leapfrog::ui::exporting
