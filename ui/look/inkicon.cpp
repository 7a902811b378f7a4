#include "inkicon.h"

#include "colours.h"

#include <QApplication>
#include <QFile>
#include <QIconEngine>
#include <QPainter>
#include <QStyle>
#include <QStyleOption>
#include <QSvgRenderer>
#include <QToolButton>

#include <map>
#include <tuple>

namespace leapfrog::ui {

namespace {

constexpr char kDarkInk[] = "#33414A"; // the icons' line colour, as drawn
constexpr char kLightInk[] = "#D5DCE0"; // the same lines in a dark window: 11:1 on its window

class InkIconEngine : public QIconEngine {
public:
    explicit InkIconEngine(QString name) : name_(std::move(name)) {}

    QIconEngine* clone() const override { return new InkIconEngine(name_); }
    QString key() const override { return QStringLiteral("leapfrog-ink"); }

    void paint(QPainter* painter, const QRect& rect, QIcon::Mode mode, QIcon::State state) override
    {
        const qreal ratio = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
        QPixmap drawn = scaledPixmap(rect.size(), mode, state, ratio);
        painter->drawPixmap(rect, drawn);
    }

    QPixmap pixmap(const QSize& size, QIcon::Mode mode, QIcon::State state) override
    {
        return scaledPixmap(size, mode, state, 1.0);
    }

    QPixmap scaledPixmap(const QSize& size, QIcon::Mode mode, QIcon::State, qreal scale) override
    {
        const bool dark = isDark(QApplication::palette());
        const QSize pixels = size * scale;
        const auto key = std::tuple{pixels.width(), pixels.height(), static_cast<int>(mode), dark};
        if (const auto found = cache_.find(key); found != cache_.end()) {
            return found->second;
        }
        QPixmap drawn(pixels);
        drawn.fill(Qt::transparent);
        {
            QPainter painter(&drawn);
            QSvgRenderer svg(source(dark));
            svg.render(&painter, QRectF(QPointF(0, 0), QSizeF(pixels)));
        }
        if (mode != QIcon::Normal) {
            QStyleOption option;
            option.palette = QApplication::palette();
            drawn = QApplication::style()->generatedIconPixmap(mode, drawn, &option);
        }
        drawn.setDevicePixelRatio(scale);
        cache_.emplace(key, drawn);
        return drawn;
    }

    QSize actualSize(const QSize& size, QIcon::Mode, QIcon::State) override { return size; }

    bool isNull() override { return !QFile::exists(path()); }

private:
    QString path() const { return QStringLiteral(":/icons/%1.svg").arg(name_); }

    QByteArray source(bool dark) const
    {
        QFile file(path());
        if (!file.open(QIODevice::ReadOnly)) {
            return {};
        }
        QByteArray svg = file.readAll();
        if (dark) {
            svg.replace(kDarkInk, kLightInk);
        }
        return svg;
    }

    QString name_;
    std::map<std::tuple<int, int, int, bool>, QPixmap> cache_;
};

} // namespace

QIcon inkIcon(const QString& name) { return QIcon(new InkIconEngine(name)); }

QToolButton* inkIconButton(const QString& name, int pixels, const QString& spokenName, const QString& tip,
                           QWidget* parent)
{
    auto* button = new QToolButton(parent);
    button->setIcon(inkIcon(name));
    button->setIconSize(QSize(pixels, pixels));
    button->setAutoRaise(true);
    button->setToolTip(tip);
    button->setAccessibleName(spokenName);
    return button;
}

} // namespace leapfrog::ui
