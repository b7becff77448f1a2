// A build without wimlib (Windows): XPRESS by the program's own codec; LZX,
// which nothing here implements, is left out, saying why.
#include "wofalgorithm.h"

#include <QCoreApplication>

namespace cm {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(WofAlgorithms)
};

} // namespace

QList<WofAlgorithm> wofAlgorithms()
{
    return ownXpressAlgorithms();
}

QString wofAlgorithmsSource()
{
    return Text::tr("this program's XPRESS");
}

QString wofAlgorithmsLeftOut()
{
    return Text::tr("WOF's LZX, since this build has no wimlib, whose LZX stands in for it");
}

} // namespace cm
