#include "chartimage.h"

#include <QCoreApplication>
#include <QGraphicsScene>
#include <QPainter>
#include <QSaveFile>

namespace cm {

QImage renderChart(QChart *chart, const QSize &size, qreal scale)
{
    QImage image(size * scale, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(scale);
    image.fill(Qt::white);

    // The scene borrows the chart for the render and gives it back.
    QGraphicsScene scene;
    scene.addItem(chart);
    chart->setGeometry(QRectF(QPointF(0, 0), size));
    scene.setSceneRect(QRectF(QPointF(0, 0), size));
    // Qt Charts lays out axes and bar labels in posted events: let them run.
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents(QEventLoop::ExcludeUserInputEvents);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::TextAntialiasing);
        scene.render(&painter, QRectF(QPointF(0, 0), size), scene.sceneRect());
    }
    scene.removeItem(chart);
    return image;
}

Status saveChartPng(QChart *chart, const QString &path, const QSize &size, qreal scale)
{
    const QImage image = renderChart(chart, size, scale);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || !image.save(&file, "PNG") || !file.commit())
        return Status::failure(QStringLiteral("cannot write chart %1: %2").arg(path, file.errorString()));
    return Status::ok();
}

} // namespace cm
