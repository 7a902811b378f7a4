#include "wrappedtext.h"

#include <QPainter>
#include <QTextLayout>
#include <QTextOption>

namespace leapfrog::ui {

WrappedText::WrappedText(const QString& text, const QFont& font, double width,
                         const QList<QTextLayout::FormatRange>& formats)
    : layout_(std::make_unique<QTextLayout>(text, font))
{
    layout_->setFormats(formats);
    QTextOption option(Qt::AlignHCenter);
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout_->setTextOption(option);
    layout_->setCacheEnabled(true);
    layout_->beginLayout();
    for (QTextLine line = layout_->createLine(); line.isValid(); line = layout_->createLine()) {
        line.setLineWidth(width);
        line.setPosition(QPointF(0, height_));
        height_ += line.height();
        ++lines_;
    }
    layout_->endLayout();
}

WrappedText::~WrappedText() = default;
WrappedText::WrappedText(WrappedText&&) noexcept = default;
WrappedText& WrappedText::operator=(WrappedText&&) noexcept = default;

void WrappedText::draw(QPainter& painter, QPointF topLeft) const { layout_->draw(&painter, topLeft); }

} // namespace leapfrog::ui
