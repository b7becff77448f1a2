// SPDX-License-Identifier: GPL-3.0-or-later
#include "apptheme.h"

#include <QApplication>
#include <QPainter>
#include <QProxyStyle>
#include <QStyle>
#include <QStyleOption>

namespace cm {
namespace {

// Fusion draws the frame of a check box or radio button in a shade of the
// window colour; on the dark palette an unticked one all but disappears.
// This one draws the frame again in the text colour, half strong. So with
// a scroll bar's handle, which Fusion shades from the button colour as it
// does the groove: the two are all but alike, and the darker groove beside
// a long handle reads as the handle, on the wrong side.
class VisibleIndicatorsStyle : public QProxyStyle
{
public:
    using QProxyStyle::QProxyStyle;

    void drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                       const QWidget *widget) const override
    {
        QProxyStyle::drawPrimitive(element, option, painter, widget);
        if (element != PE_IndicatorCheckBox && element != PE_IndicatorRadioButton
            && element != PE_IndicatorItemViewItemCheck)
            return;
        if (!isDarkPalette(option->palette))
            return; // on a light window Fusion's frame shows
        QColor frame = option->palette.color(QPalette::Text);
        frame.setAlphaF(0.55f);
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(QPen(frame, 1.0));
        painter->setBrush(Qt::NoBrush);
        const QRectF box = QRectF(option->rect).adjusted(1.5, 1.5, -1.5, -1.5);
        if (element == PE_IndicatorRadioButton)
            painter->drawEllipse(box);
        else
            painter->drawRoundedRect(box, 1.5, 1.5);
        painter->restore();
    }

    void drawComplexControl(ComplexControl control, const QStyleOptionComplex *option, QPainter *painter,
                            const QWidget *widget) const override
    {
        QProxyStyle::drawComplexControl(control, option, painter, widget);
        if (control != CC_ScrollBar)
            return;
        const QRect handle = subControlRect(control, option, SC_ScrollBarSlider, widget);
        if (handle.isEmpty())
            return;
        QColor fill = option->palette.color(QPalette::Text);
        fill.setAlphaF(0.3f);
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(Qt::NoPen);
        painter->setBrush(fill);
        painter->drawRoundedRect(QRectF(handle).adjusted(1.5, 1.5, -1.5, -1.5), 2.0, 2.0);
        painter->restore();
    }
};

// The style the application started with, remembered before the first
// change so that System can give it back.
QString startupStyleName()
{
    static const QString name = QApplication::style()->name();
    return name;
}

} // namespace

QString appThemeName(AppTheme theme)
{
    return enumName(AppThemeNames, theme);
}

bool parseAppTheme(const QString &name, AppTheme *theme)
{
    return parseEnumName(AppThemeNames, name, theme);
}

QPalette darkPalette()
{
    const QColor window(45, 45, 48);
    const QColor base(30, 30, 32);
    const QColor text(230, 230, 230);
    const QColor disabledText(127, 127, 127);
    const QColor highlight(42, 130, 218);
    QPalette palette;
    palette.setColor(QPalette::Window, window);
    palette.setColor(QPalette::WindowText, text);
    palette.setColor(QPalette::Base, base);
    palette.setColor(QPalette::AlternateBase, window);
    palette.setColor(QPalette::ToolTipBase, base);
    palette.setColor(QPalette::ToolTipText, text);
    palette.setColor(QPalette::PlaceholderText, disabledText);
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::Button, window);
    palette.setColor(QPalette::ButtonText, text);
    palette.setColor(QPalette::BrightText, Qt::red);
    palette.setColor(QPalette::Light, window.lighter(150));
    palette.setColor(QPalette::Midlight, window.lighter(125));
    palette.setColor(QPalette::Mid, window.darker(120));
    palette.setColor(QPalette::Dark, window.darker(150));
    palette.setColor(QPalette::Shadow, Qt::black);
    palette.setColor(QPalette::Link, highlight.lighter(130));
    palette.setColor(QPalette::LinkVisited, highlight.lighter(110));
    palette.setColor(QPalette::Highlight, highlight);
    palette.setColor(QPalette::HighlightedText, Qt::white);
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        palette.setColor(QPalette::Disabled, role, disabledText);
    return palette;
}

bool isDarkPalette(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < palette.color(QPalette::WindowText).lightness();
}

void applyAppTheme(AppTheme theme)
{
    const QString startupStyle = startupStyleName();
    switch (theme) {
    case AppTheme::System:
        // Fusion, where no desktop style is found, gets the visible handle too.
        if (startupStyle.compare(QStringLiteral("Fusion"), Qt::CaseInsensitive) == 0)
            QApplication::setStyle(new VisibleIndicatorsStyle(startupStyle));
        else if (QApplication::style()->name().compare(startupStyle, Qt::CaseInsensitive) != 0)
            QApplication::setStyle(startupStyle);
        QApplication::setPalette(QPalette()); // nothing set: the style's and desktop's own
        return;
    case AppTheme::Light:
        QApplication::setStyle(new VisibleIndicatorsStyle(QStringLiteral("Fusion")));
        QApplication::setPalette(QApplication::style()->standardPalette());
        return;
    case AppTheme::Dark:
        QApplication::setStyle(new VisibleIndicatorsStyle(QStringLiteral("Fusion")));
        QApplication::setPalette(darkPalette());
        return;
    }
}

ChartTheme chartThemeFor(AppTheme theme)
{
    switch (theme) {
    case AppTheme::Light:
        return ChartTheme::Light;
    case AppTheme::Dark:
        return ChartTheme::Dark;
    case AppTheme::System:
        break;
    }
    return isDarkPalette(QApplication::palette()) ? ChartTheme::Dark : ChartTheme::Light;
}

} // namespace cm
