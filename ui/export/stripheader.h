#pragma once
// The first page's header of a strip: the title, the variant with the move
// count against the minimum, start and goal, and the whole notation word as
// one run of text (so that a PDF reader's search finds it). Measured by the
// layout, drawn by the strip.
#include "exportline.h"

#include <QFont>
#include <QString>

#include <optional>

class QPainter;

namespace leapfrog::ui {

struct StripHeader {
    QString title;
    QString facts;  // "classic:3 · 15 moves, the minimum"
    QString ends;   // "start BBB_RRR · goal RRR_BBB"
    QString word;   // the notation word, empty where there is none; "S · S j s JJ" when a move has no letter
    QString wordNote; // what the dot means, when the word has one

    static StripHeader of(const ExportLine& line, std::optional<int> minimum);
    // Points the header takes at `width` (the word wraps where it must).
    double height(double width) const;
    // Draws it at the top of a page `width` points wide; returns its height.
    double paint(QPainter& painter, double width) const;
};

QFont stripFont(double pixelSize, bool bold = false);
QFont stripWordFont();

} // namespace leapfrog::ui
