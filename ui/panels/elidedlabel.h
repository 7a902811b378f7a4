#pragma once
// A title that never widens its panel: when the panel is narrower than the
// text, it wraps between its words; only a word wider than the panel makes
// it end in "…", with the whole of it in the tooltip.
#include <QLabel>

namespace leapfrog::ui {

class ElidedLabel : public QLabel {
    Q_OBJECT
public:
    explicit ElidedLabel(QWidget* parent = nullptr);

    void setFullText(const QString& text);
    const QString& fullText() const { return full_; }
    bool isElided() const { return text() != full_; }
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void elide();

    QString full_;
};

} // namespace leapfrog::ui
