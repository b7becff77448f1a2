// A build without wimlib: WOF's algorithms are not predicted, saying why.
#include "wofcodec.h"

#include <QCoreApplication>

namespace cm {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(WofCodec)
};

} // namespace

QList<std::shared_ptr<Codec>> wofCodecs()
{
    return {};
}

QString wofCodecsMissing()
{
    return Text::tr("this build has no wimlib, whose XPRESS and LZX stand in for them");
}

} // namespace cm
