#pragma once
// Pages, on any QPagedPaintDevice (QPdfWriter for files, QPrinter for print
// and preview), in vectors and text: a PDF's text can be searched.
#include "exportline.h"
#include "search/control.h"

class QPagedPaintDevice;

namespace leapfrog::ui {

// The line as a strip of small boards, one per position (start, then after
// each move), each captioned with the move ("3-4"), its notation letter, and
// its verdict from analysis/judge.h in the window's words ("proper",
// "improper: homo-coloured jump, costs 2 moves", "best from here"; a
// solution's moves are all proper), as the papers' figures
// draw them; a header with the title, the variant, the move count and the
// minimum, and the whole notation word as one text run. Returns the number
// of pages (layoutStrip's count, striplayout.h). Reports pages done through
// control.progress ({"export", 0, done, total}); throws Cancelled when
// control.cancel is set, InputError when the board is too large to draw
// legibly on the page.
// The strip is laid out on the PDF's page (A4 inside 15 mm margins,
// pdfPageContent) and framed on the device's page inside margins of at
// least 15 mm, centred (pageframe.h), so that one limit holds for a PDF and
// for a printer alike, and nothing is printed near the paper's edge. Every
// caption is whole: the layout makes room for its wrapped lines.
int paintStrip(QPagedPaintDevice& device, const ExportLine& line, const SearchControl& control);

// Whether paintStrip can draw `variant` legibly; when not, `why` gets the
// sentence (the one paintStrip throws). A caller that cannot catch (Qt's
// print preview paints from a signal) asks this first.
bool stripFits(const Variant& variant, QString* why = nullptr);

// A worksheet for a class: blank boards (holes only, empty) of sizes 1..5
// (classic:1 .. classic:5) with room to write the moves, and a table to fill
// in (n, fewest moves, slides, jumps), with a short instruction. Returns the
// number of pages (2). Laid out and framed as the strip is.
int paintWorksheet(QPagedPaintDevice& device);
// The worksheet's title, its first line (and its document's name).
QString worksheetTitle();

} // namespace leapfrog::ui
