#pragma once
// Text on paper wrapped to a width, never cut: at spaces, and inside a word
// only where one word is wider than the width (a German compound in a narrow
// column). Measured and drawn by the same layout, so that the room a page
// makes for it is the room it takes.
#include <QFont>
#include <QPointF>
#include <QList>
#include <QString>
#include <QTextLayout>

#include <memory>

class QPainter;

namespace leapfrog::ui {

class WrappedText {
public:
    // Lines centred across `width` (points, or pixels on a picture); parts
    // of the text may have formats of their own (a letter in its colour).
    WrappedText(const QString& text, const QFont& font, double width, const QList<QTextLayout::FormatRange>& formats = {});
    ~WrappedText();
    WrappedText(WrappedText&&) noexcept;
    WrappedText& operator=(WrappedText&&) noexcept;

    double height() const { return height_; }
    int lineCount() const { return lines_; }
    // Draws the lines from `topLeft` down, in the painter's pen.
    void draw(QPainter& painter, QPointF topLeft) const;

private:
    std::unique_ptr<QTextLayout> layout_;
    double height_ = 0;
    int lines_ = 0;
};

} // namespace leapfrog::ui
