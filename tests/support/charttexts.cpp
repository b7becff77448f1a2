// SPDX-License-Identifier: GPL-3.0-or-later
#include "charttexts.h"

#include "chart/chartimage.h"

#include <QChart>
#include <QCoreApplication>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QRegularExpression>
#include <QTextDocument>

namespace cm::test {

QList<ShownText> shownTexts(QChart *chart, const QSize &size, const QGraphicsItem *leftOut)
{
    QGraphicsScene scene;
    scene.addItem(chart);
    chart->setGeometry(QRectF(QPointF(0, 0), size));
    scene.setSceneRect(QRectF(QPointF(0, 0), size));
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    QList<ShownText> texts;
    for (QGraphicsItem *item : scene.items()) {
        if (!item->isVisible() || (leftOut && leftOut->isAncestorOf(item)))
            continue;
        if (auto *simple = qgraphicsitem_cast<QGraphicsSimpleTextItem *>(item); simple && !simple->text().isEmpty()) {
            texts.append({simple->text(), simple->sceneBoundingRect()});
        } else if (auto *rich = dynamic_cast<QGraphicsTextItem *>(item);
                   rich && !rich->toPlainText().trimmed().isEmpty()) {
            const qreal margin = rich->document()->documentMargin();
            texts.append({rich->toPlainText(),
                          rich->mapRectToScene(rich->boundingRect().adjusted(margin, margin, -margin, -margin))});
        }
    }
    scene.removeItem(chart);
    return texts;
}

QList<ShownText> textsAsDrawn(QChart *chart, const QSize &size, const QGraphicsItem *leftOut)
{
    const QSize drawn = chartImageSize(size, chart);
    return shownTexts(chart, chartLayoutSize(drawn, chart).toSize(), leftOut);
}

QString withoutSpaces(QString text)
{
    text.remove(QRegularExpression(QStringLiteral("\\s")));
    return text;
}

bool isCut(const QString &text)
{
    return text.contains(QStringLiteral("...")) || text.contains(QChar(0x2026));
}

} // namespace cm::test
